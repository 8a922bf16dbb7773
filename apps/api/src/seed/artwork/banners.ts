import { bubbles, linearGradient, shade, svg } from "./svg.ts";

/**
 * Banner pictures carry no lettering: the page sets the title, subtitle and button over them
 * as HTML. The text side (left on desktops, top on phones) stays plain and dark enough for
 * white text. Every picture is drawn at least 1200 px wide so both stored sizes (400 and
 * 1200) exist and the page's srcset can offer them.
 */
export interface BannerArt {
  colour: string;
}

/** A row of little houses, so banners read as "home" without a photo. */
function houses(y: number, scale: number, colour: string) {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const x = i * 130 * scale;
    out += `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 60 L55 10 L110 60 V130 H0 Z" fill="${shade(colour, 0.15 + i * 0.05)}"/><rect x="42" y="80" width="26" height="50" fill="${shade(colour, -0.35)}"/></g>`;
  }
  return out;
}

export function mainBannerDesktopSvg(art: BannerArt, seed: number) {
  const [w, h] = [1200, 440];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(art.colour, -0.35), shade(art.colour, 0.1)),
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 10),
      `<g transform="translate(620 210)">${houses(0, 1.3, art.colour)}</g>`,
    ].join(""),
  );
}

export function mainBannerMobileSvg(art: BannerArt, seed: number) {
  const [w, h] = [600, 760];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(art.colour, -0.35), shade(art.colour, 0.1), true),
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 8),
      `<g transform="translate(10 560)">${houses(0, 0.9, art.colour)}</g>`,
    ].join(""),
    1200,
  );
}

export function promoBannerSvg(art: BannerArt, seed: number) {
  const [w, h] = [1200, 500];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(art.colour, -0.3), shade(art.colour, 0.15)),
      `<rect width="${w}" height="${h}" rx="0" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 8),
      `<g transform="translate(760 300)">${houses(0, 0.8, art.colour)}</g>`,
    ].join(""),
  );
}

/** The badge on a plan card. */
export function planBadgeSvg(colour: string, stars: number) {
  const star = (x: number) =>
    `<path transform="translate(${x} 52)" d="M12 0 L15 8 L24 8 L17 13 L20 22 L12 17 L4 22 L7 13 L0 8 L9 8 Z" fill="#ffffff"/>`;
  const xs = stars === 1 ? [52] : stars === 2 ? [36, 68] : [22, 52, 82];
  return svg(
    128,
    128,
    [
      `<path d="M40 96 L28 128 L48 118 L58 128 L64 100 Z" fill="${shade(colour, -0.3)}"/>`,
      `<path d="M88 96 L100 128 L80 118 L70 128 L64 100 Z" fill="${shade(colour, -0.3)}"/>`,
      `<circle cx="64" cy="62" r="50" fill="${colour}"/>`,
      `<circle cx="64" cy="62" r="40" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`,
      xs.map(star).join(""),
    ].join(""),
  );
}
