import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { APP_IMAGES, appIcons, themeColours } from "./build/app-icons.ts";
import { malayalamAssets } from "./build/malayalam-assets.ts";
import { pageChunks } from "./build/page-chunks.ts";

/** The files under assets/ that the built index.html loads. */
function shellFiles(indexHtml: string): Set<string> {
  const html = readFileSync(indexHtml, "utf8");
  return new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? ""));
}

const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
/**
 * workbox-window's package points bundlers at its ES5 build (regenerator and all); the app
 * targets ES2022, and the ES2017 build beside it is half the size on a phone (decision 037).
 */
const workboxWindowModern = path.join(
  path.dirname(createRequire(import.meta.url).resolve("workbox-window/package.json")),
  "build/workbox-window.prod.mjs",
);
const productionBuilds = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
  { find: /^workbox-window$/, replacement: workboxWindowModern },
];

/** In development the API runs on its own port; in production it serves this build itself. */
const api = process.env.SAHAYI_API_URL ?? "http://127.0.0.1:3000";
const themeCss = path.join(import.meta.dirname, "src/index.css");
const colours = themeColours(themeCss);
/** Where this build writes its files: dist/, or the size test's own folder. */
let outDir = path.join(import.meta.dirname, "dist");

export default defineConfig(({ command }) => {
  // A build is always the production build, whatever NODE_ENV the shell has (`NODE_ENV=development
  // npm start` would otherwise ship React's development build, a third larger and slower).
  // Development is `npm run dev`. Set here, before Vite and the React plugin read it.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [
      react(),
      tailwindcss(),
      appIcons(themeCss),
      pageChunks(import.meta.dirname),
      malayalamAssets(import.meta.dirname),
      {
        name: "sahayi-out-dir",
        configResolved(config) {
          outDir = path.resolve(config.root, config.build.outDir);
        },
      },
      // Installable on Android (decision 012): a manifest, and a service worker that keeps the
      // app's files for offline use and shows offline.html to a navigation without a network.
      // It never keeps /api/ answers: they hold phone numbers and people's own data.
      VitePWA({
        // The app registers the worker itself, after the page has loaded (src/app/service-worker.ts).
        injectRegister: false,
        registerType: "prompt",
        manifest: {
          name: "Sahayi",
          short_name: "Sahayi",
          description:
            "Find domestic helpers in Kerala: maids, cooks, home nurses, nannies and elderly caregivers.",
          lang: "en-IN",
          start_url: "/",
          scope: "/",
          display: "standalone",
          theme_color: colours.brand,
          background_color: colours.cream,
          icons: [
            { src: `/${APP_IMAGES.icon192.file}`, sizes: "192x192", type: "image/png" },
            { src: `/${APP_IMAGES.icon512.file}`, sizes: "512x512", type: "image/png" },
            {
              src: `/${APP_IMAGES.maskable512.file}`,
              sizes: "512x512",
              type: "image/png",
              purpose: "maskable",
            },
          ],
        },
        workbox: {
          // The shell (what index.html loads), icons and the offline page: about 150 kB on a
          // phone's first visit, not every page's code. Not index.html: every page's HTML comes
          // from the server with that page's title and preview, so navigations use the network.
          globPatterns: ["**/*.{js,css,svg,png}", "offline.html"],
          globIgnores: ["index.html", "og-image.png"],
          manifestTransforms: [
            async (entries) => {
              const shell = shellFiles(path.join(outDir, "index.html"));
              const wanted = entries.filter(
                (entry) => !entry.url.startsWith("assets/") || shell.has(entry.url),
              );
              return { manifest: wanted, warnings: [] };
            },
          ],
          navigateFallback: null,
          cleanupOutdatedCaches: true,
          // The update toast asks before the new version takes over (src/app/service-worker.ts).
          skipWaiting: false,
          clientsClaim: false,
          runtimeCaching: [
            {
              // Other pages' code, kept as it is first fetched: the names carry a content hash.
              urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
              handler: "CacheFirst",
              options: { cacheName: "assets", expiration: { maxEntries: 100 } },
            },
            {
              urlPattern: ({ request, url }) =>
                request.mode === "navigate" &&
                !url.pathname.startsWith("/api/") &&
                !url.pathname.startsWith("/media/"),
              handler: "NetworkOnly",
              options: { precacheFallback: { fallbackURL: "/offline.html" } },
            },
          ],
        },
      }),
      // Every text file also as .br (brotli 11) and .gz (gzip 9) beside it, served as they are
      // by the API (decision 037): a phone gets the smallest file, and the server compresses
      // nothing on the fly. The defaults are the highest levels; a file that would not shrink
      // is left alone.
      compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
    ],
    resolve: {
      // The contract's TypeScript source, so the dev server and the build need no contract build.
      conditions: ["@sahayi/source", ...defaultClientConditions],
      // React Router's package exports only its development build (with its warnings switched
      // on); the built app takes the production build it ships beside it, and workbox-window's
      // modern build. The dev server keeps the warnings.
      alias: command === "build" ? productionBuilds : [],
    },
    server: {
      proxy: {
        "/api": api,
        "/media": api,
      },
    },
    build: {
      target: "es2022",
      outDir: "dist",
      // Constants imported from another module (the contract's messages, limits and paths) are
      // written where they are used, so a page's chunk carries only those it shows instead of
      // importing them through shared chunks (decision 037 has the bytes it saves); the English
      // messages (packages/contract/src/i18n/en/*.ts) then need no chunk of their own, which
      // Malayalam's catalogue would otherwise split off (docs/decisions/041).
      rolldownOptions: {
        optimization: { inlineConst: { mode: "all", pass: 1 } },
        // A section's error and not-found states go together in one small chunk: most pages that
        // show one can show the other, and one chunk costs a phone one request and one header.
        output: {
          codeSplitting: {
            groups: [
              {
                name: "page-states",
                test: /src[\\/]components[\\/](query-error|not-found-state)\.tsx$/,
              },
            ],
          },
        },
      },
    },
  };
});
