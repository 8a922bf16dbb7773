import path from "node:path";
import type { Plugin } from "vite";
import { chunkGraph } from "./chunk-graph.ts";

/** Read by the API (features/seo/malayalam-head.ts), which names it too. */
const MALAYALAM_ASSETS_FILE = "malayalam-assets.json";

/** The Malayalam words, which a Malayalam page loads before its first render (src/main.tsx). */
const MESSAGES_MODULE = "../../packages/contract/src/i18n/ml/messages.ts";
/** The font's faces; its Malayalam letters in the body's weight are on every Malayalam page. */
const FONT_CSS = /^assets\/malayalam-font-[\w-]+\.css$/;
const BODY_FONT = /^assets\/noto-sans-malayalam-malayalam-400-normal-[\w-]+\.woff2$/;

/**
 * Writes malayalam-assets.json beside index.html: what a Malayalam page waits for before its
 * first render, so the server names it in that page's HTML (docs/decisions/041) and a phone
 * fetches it alongside the app's code rather than after: the words' code files (minus what
 * index.html loads anyway), the font's stylesheet (which the server writes into the page) and
 * the body text's font file.
 */
export function malayalamAssets(webRoot: string): Plugin {
  return {
    name: "sahayi-malayalam-assets",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const { chunks, entry, needs } = chunkGraph(bundle);

      const messages = chunks.find(
        (chunk) =>
          chunk.facadeModuleId && path.relative(webRoot, chunk.facadeModuleId) === MESSAGES_MODULE,
      );
      const named = (pattern: RegExp) => files.find((file) => pattern.test(file.fileName));
      const stylesheet = named(FONT_CSS);
      const font = named(BODY_FONT);
      if (!messages || !stylesheet || !font) {
        this.error("the Malayalam words, the font's stylesheet or its body font was not built");
      }
      const assets = {
        scripts: [...needs(messages.fileName)].filter((file) => !entry.has(file)),
        stylesheet: stylesheet.fileName,
        font: font.fileName,
      };
      this.emitFile({
        type: "asset",
        fileName: MALAYALAM_ASSETS_FILE,
        source: `${JSON.stringify(assets, null, 2)}\n`,
      });
    },
  };
}
