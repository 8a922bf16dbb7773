import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { Plugin } from "vite";

/**
 * The colours of the app's Tailwind theme (src/index.css), read from it so the installed app,
 * its icons and the browser's bar match the site without a second copy of the palette.
 */
export function themeColours(cssFile: string) {
  const css = readFileSync(cssFile, "utf8");
  const colour = (name: string) => {
    const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
    if (!match?.[1]) throw new Error(`${cssFile} defines no --color-${name}`);
    return match[1];
  };
  return {
    brand: colour("brand-700"),
    cream: colour("cream"),
    accent: colour("accent-600"),
    ink: colour("brand-900"),
  };
}

type Colours = ReturnType<typeof themeColours>;

/** The logo's house and heart, drawn in a 64×64 box (as in index.html and favicon.svg). */
const mark = (c: Colours) =>
  `<path d="M14 32 L32 16 L50 32 V50 H14 Z" fill="${c.cream}"/><path d="M32 46 C24 40 21 36 23.5 32.5 C25.5 29.8 29.5 30.5 32 33.5 C34.5 30.5 38.5 29.8 40.5 32.5 C43 36 40 40 32 46 Z" fill="${c.accent}"/>`;

/** The rounded-square icon browsers and launchers show as it is. */
const roundedIcon = (c: Colours) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${c.brand}"/>${mark(c)}</svg>`;

/**
 * Android's maskable icon: the launcher cuts it to its own shape (circle, squircle…), keeping
 * only the middle 80 %. The colour fills the whole square; the mark sits well inside that zone.
 */
const maskableIcon = (c: Colours) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${c.brand}"/><g transform="translate(32 33) scale(0.72) translate(-32 -33)">${mark(c)}</g></svg>`;

/** The picture a shared link shows when its page has none of its own (1200×630). */
const socialCard = (c: Colours) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <rect width="1200" height="630" fill="${c.cream}"/>
  <rect y="560" width="1200" height="70" fill="${c.brand}"/>
  <g transform="translate(110 155) scale(5)"><rect width="64" height="64" rx="14" fill="${c.brand}"/>${mark(c)}</g>
  <text x="470" y="300" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="112" font-weight="700" fill="${c.ink}">Sahayi</text>
  <text x="474" y="380" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="${c.ink}">Trusted domestic helpers in Kerala</text>
  <text x="474" y="440" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="${c.accent}">Maids · Cooks · Home nurses · Caregivers</text>
</svg>`;

/** Where each picture lands in the build, with its size in pixels. */
export const APP_IMAGES = {
  icon192: { file: "icons/icon-192.png", size: 192 },
  icon512: { file: "icons/icon-512.png", size: 512 },
  maskable512: { file: "icons/icon-maskable-512.png", size: 512 },
  appleTouch: { file: "icons/apple-touch-icon.png", size: 180 },
} as const;
export const SOCIAL_CARD_FILE = "og-image.png";

/**
 * Draws the app's icons (the sizes Android and iOS ask for) and the link-preview picture
 * from SVG with sharp at build time, so no binary pictures live in the repository.
 */
export function appIcons(cssFile: string): Plugin {
  return {
    name: "sahayi-app-icons",
    apply: "build",
    async generateBundle() {
      const colours = themeColours(cssFile);
      const png = (svg: string, width: number, height = width) =>
        sharp(Buffer.from(svg), { density: 300 })
          .resize(width, height)
          .png({ compressionLevel: 9 })
          .toBuffer();
      const images: [string, Promise<Buffer>][] = [
        [APP_IMAGES.icon192.file, png(roundedIcon(colours), APP_IMAGES.icon192.size)],
        [APP_IMAGES.icon512.file, png(roundedIcon(colours), APP_IMAGES.icon512.size)],
        [APP_IMAGES.maskable512.file, png(maskableIcon(colours), APP_IMAGES.maskable512.size)],
        // iOS draws its own rounded corners on a full square.
        [APP_IMAGES.appleTouch.file, png(maskableIcon(colours), APP_IMAGES.appleTouch.size)],
        [SOCIAL_CARD_FILE, png(socialCard(colours), 1200, 630)],
      ];
      for (const [fileName, source] of images) {
        this.emitFile({ type: "asset", fileName, source: await source });
      }
    },
  };
}
