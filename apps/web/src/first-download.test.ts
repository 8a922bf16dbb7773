import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A phone's first page downloads at most 153 kB of gzipped JavaScript and CSS (150 kB until the
 * session cookie, the account menu, the contact bar and the written-out numbers came in, 151 kB
 * until the shortlist's heart on every card: a visitor's heart is drawn with the page, a
 * household's comes after it; 152 kB until a helper's own pages: their two routes and links, a
 * request's choice of login, and "Not available now" on every card; the next step is well
 * under that, not above it).
 * This builds the app as production does and adds up, per page, what the browser must fetch
 * before it can draw it: what index.html loads, plus the page's own route chunk and
 * everything that chunk imports statically. Code split off with import() (carousel,
 * comboboxes, lightbox, toasts, menus) loads later, when wanted, and is not counted.
 */
const BUDGET_BYTES = 153_000;
const webRoot = path.resolve(import.meta.dirname, "..");
/** The pages whose first load counts, by the modules the router loads for each. */
const ROUTE_MODULES = {
  "/": ["src/features/content/home/home-page.tsx", "src/features/catalog/home-search-form.tsx"],
  "/search": ["src/features/catalog/search-page.tsx"],
  "/maid/:id": ["src/features/catalog/maid-page.tsx"],
  "/subscriptions": ["src/features/plans/subscriptions-page.tsx"],
  "/plan-details/:id": ["src/features/plans/plan-details-page.tsx"],
};

let outDir = "";
let manifest: Manifest = {};

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), "sahayi-web-size-"));
  // Built as `NODE_ENV=development npm start` builds it: the config makes every build a
  // production build all the same (checked below).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "development";
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, "vite.config.ts"),
      mode: "production",
      logLevel: "error",
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const gzipped = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;

/** The files of a manifest entry and of everything it imports statically, CSS included. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** What index.html makes the browser fetch before anything is drawn. */
function htmlFiles(): Set<string> {
  const html = readFileSync(path.join(outDir, "index.html"), "utf8");
  const references = html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g);
  return new Set([...references].map((match) => match[1] ?? ""));
}

/** Every file some page's first download fetches. */
const firstDownloads = () =>
  new Set([
    ...htmlFiles(),
    ...Object.values(ROUTE_MODULES)
      .flat()
      .flatMap((module) => [...staticClosure(module)]),
  ]);

const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipped(file), 0);

describe("a build under NODE_ENV=development", () => {
  it("ships React's production build: no jsx-dev-runtime chunk, no jsxDEV call", () => {
    const files = Object.values(manifest).map((chunk) => chunk.file);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => file.includes("jsx-dev-runtime"))).toEqual([]);
    const calling = files.filter(
      (file) =>
        file.endsWith(".js") && readFileSync(path.join(outDir, file), "utf8").includes("jsxDEV"),
    );
    expect(calling).toEqual([]);
  });
});

describe("the first download of a page", () => {
  for (const [page, modules] of Object.entries(ROUTE_MODULES)) {
    it(`of ${page} (index.html's files and the route's chunks) is at most ${BUDGET_BYTES / 1000} kB gzipped`, () => {
      const files = htmlFiles();
      expect(files.size).toBeGreaterThan(0);
      for (const module of modules) {
        expect(manifest[module], `${module} is a chunk of its own`).toBeDefined();
        staticClosure(module, files);
      }
      expect(total(files)).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }

  it("leaves the widgets loaded on demand out of every first download", () => {
    const first = firstDownloads();
    const onDemand = ["downshift", "embla-carousel", "sonner", "yet-another-react-lightbox"];
    for (const library of onDemand) {
      const chunks = Object.entries(manifest).filter(
        ([key, chunk]) => chunk.isDynamicEntry && key.includes(`node_modules/${library}/`),
      );
      const lazyModules = Object.entries(manifest).filter(
        ([key, chunk]) => chunk.isDynamicEntry && !key.includes("node_modules/"),
      );
      expect(chunks.length + lazyModules.length, library).toBeGreaterThan(0);
      for (const [key, chunk] of chunks) expect(first.has(chunk.file), key).toBe(false);
    }
    for (const module of [
      "src/components/combobox.tsx",
      "src/features/catalog/maid/maid-lightbox.tsx",
      "src/app/shell/mobile-menu-panel.tsx",
      "src/components/plans/subscription-popup-panel.tsx",
      "src/components/checkout/sandbox-checkout-dialog.tsx",
    ]) {
      const chunk = manifest[module];
      expect(chunk?.isDynamicEntry, module).toBe(true);
      expect(first.has(chunk?.file ?? ""), module).toBe(false);
    }
  });

  it("leaves the admin console (its pages and TanStack Table) out of every first download", () => {
    const first = firstDownloads();
    const adminModules = Object.keys(manifest).filter((key) =>
      key.startsWith("src/features/admin/"),
    );
    expect(adminModules.length).toBeGreaterThan(0);
    const adminFiles = new Set(adminModules.flatMap((key) => [...staticClosure(key)]));
    const tableChunks = Object.entries(manifest).filter(([key]) =>
      key.includes("node_modules/@tanstack/table-core/"),
    );
    for (const key of adminModules) {
      expect(manifest[key]?.isDynamicEntry, key).toBe(true);
      expect(first.has(manifest[key]?.file ?? ""), key).toBe(false);
    }
    for (const [key, chunk] of tableChunks) expect(first.has(chunk.file), key).toBe(false);
    // Whatever the admin chunks pull in beyond what every page shares stays out too.
    const adminOnly = [...adminFiles].filter((file) => !first.has(file));
    expect(adminOnly.length).toBeGreaterThan(0);
    const firstText = [...first]
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(outDir, file), "utf8"))
      .join("\n");
    // The table's and the console's own words appear in no first-download file.
    expect(firstText).not.toContain("getCoreRowModel");
    expect(firstText).not.toContain("Search by name or phone");
  });
});
