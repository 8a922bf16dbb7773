import { bubbles, linearGradient, shade, svg, text } from "./svg.ts";

export interface BannerArt {
  headline: string;
  subline: string;
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
      text(70, 150, art.headline, 52, "#ffffff"),
      text(70, 205, art.subline, 26, shade(art.colour, 0.8), { weight: 400 }),
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
      text(w / 2, 140, art.headline, 34, "#ffffff", { anchor: "middle" }),
      text(w / 2, 190, art.subline, 20, shade(art.colour, 0.8), { anchor: "middle", weight: 400 }),
    ].join(""),
  );
}

export function promoBannerSvg(art: BannerArt, seed: number) {
  const [w, h] = [1200, 500];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(art.colour, 0.15), shade(art.colour, -0.3)),
      `<rect width="${w}" height="${h}" rx="0" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 8),
      text(80, 220, art.headline, 60, "#ffffff"),
      text(80, 285, art.subline, 30, shade(art.colour, 0.8), { weight: 400 }),
      `<rect x="80" y="330" width="230" height="64" rx="32" fill="#ffffff"/>`,
      text(195, 372, "Learn more", 26, shade(art.colour, -0.3), { anchor: "middle" }),
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
