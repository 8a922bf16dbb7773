import { readFileSync } from "node:fs";
import path from "node:path";

/** Written by the web build (apps/web/build/malayalam-assets.ts). */
const MALAYALAM_ASSETS_FILE = "malayalam-assets.json";

/** What a Malayalam page waits for before its first render, as the build names it. */
export interface MalayalamAssets {
  /** The words' code files, to preload beside the app's. */
  scripts: string[];
  /** The body text's font file, to fetch before the text asks for it. */
  font: string;
  /** The font's faces, to write into the page, and the file they came from. */
  css: string;
  stylesheet: string;
}

const ASSET = /^assets\/[\w.-]+\.(js|css|woff2)$/;

/**
 * The build's Malayalam assets with the font's stylesheet read in, or none for a build without
 * them (an older build, or a test's stand-in): the page then loads them as the app asks.
 */
export function readMalayalamAssets(webDist: string): MalayalamAssets | undefined {
  try {
    const named = JSON.parse(readFileSync(path.join(webDist, MALAYALAM_ASSETS_FILE), "utf8")) as {
      scripts: string[];
      font: string;
      stylesheet: string;
    };
    const files = [...named.scripts, named.font, named.stylesheet];
    if (!files.every((file) => ASSET.test(file))) return undefined;
    const css = readFileSync(path.join(webDist, named.stylesheet), "utf8");
    if (/<\/style/i.test(css)) return undefined;
    return { ...named, css };
  } catch {
    return undefined;
  }
}

/**
 * The head tags that let a Malayalam page draw sooner (docs/decisions/041): its words' code
 * preloaded, its font's faces written in (the link stays, disabled, so Vite's loader sees the
 * stylesheet is here and does not fetch it), and its body font fetched at once.
 */
export function malayalamHeadTags(
  assets: MalayalamAssets,
  modulePreload: (file: string) => string,
) {
  return [
    ...assets.scripts.map(modulePreload),
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${assets.font}" />`,
    `<style>${assets.css}</style>`,
    `<link rel="stylesheet" href="/${assets.stylesheet}" disabled />`,
  ];
}
