import path from "node:path";
import type { Plugin } from "vite";
import { chunkGraph } from "./chunk-graph.ts";

/**
 * The modules the router loads for each page (src/app/router.tsx), by the page's pattern.
 * The server adds `<link rel="modulepreload">` for their chunks to that page's HTML, so a
 * phone fetches the page's code alongside the app's instead of after it (one round trip
 * less before anything shows). first-download.test.ts sums the same chunks.
 */
export const PAGE_MODULES: Record<string, readonly string[]> = {
  "/": ["src/features/content/home/home-page.tsx", "src/features/catalog/home-search-form.tsx"],
  "/search": ["src/features/catalog/search-page.tsx"],
  "/maid/:maidId": ["src/features/catalog/maid-page.tsx"],
  "/category": ["src/features/catalog/category-page.tsx"],
  "/categories": ["src/features/catalog/categories-page.tsx"],
  "/subscriptions": ["src/features/plans/subscriptions-page.tsx"],
  "/about": ["src/features/content/about-page.tsx"],
  "/contact": ["src/features/content/contact-page.tsx"],
};

export const PAGE_CHUNKS_FILE = "page-chunks.json";

/**
 * Writes page-chunks.json beside index.html: for each pattern of PAGE_MODULES, the JavaScript
 * files its modules need (their chunks and what those import statically), minus what
 * index.html loads anyway.
 */
export function pageChunks(webRoot: string): Plugin {
  return {
    name: "sahayi-page-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const { chunks, entry, needs } = chunkGraph(bundle);
      const byModule = new Map(
        chunks.flatMap((chunk) =>
          chunk.facadeModuleId ? [[path.relative(webRoot, chunk.facadeModuleId), chunk]] : [],
        ),
      );

      const pages: Record<string, string[]> = {};
      for (const [pattern, modules] of Object.entries(PAGE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) this.error(`${module} (page ${pattern}) is not a chunk of its own`);
          needs(chunk.fileName, files);
        }
        pages[pattern] = [...files].filter((file) => !entry.has(file));
      }
      this.emitFile({
        type: "asset",
        fileName: PAGE_CHUNKS_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
