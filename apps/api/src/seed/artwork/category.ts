import { ICONS, type IconName } from "./icons.ts";
import { bubbles, linearGradient, shade, svg } from "./svg.ts";

/**
 * The picture on a category card: the category's colour and its pictogram. The name is HTML
 * under the picture, so the picture carries no lettering.
 */
export function categoryCardSvg(colour: string, icon: IconName, seed: number) {
  const [w, h] = [800, 600];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(colour, 0.2), shade(colour, -0.25)),
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 7),
      `<g transform="translate(250 130) scale(1.5)">${ICONS[icon]("#ffffff")}</g>`,
    ].join(""),
    // Drawn 1200 px wide so both stored sizes exist for the card's srcset.
    1200,
  );
}

/** The wide banner on the category page; the page sets the category's name over its left side. */
export function categoryBannerSvg(colour: string, icon: IconName, seed: number) {
  const [w, h] = [1200, 400];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(colour, -0.3), shade(colour, 0.15)),
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 9),
      `<g transform="translate(860 60) scale(1.4)" opacity="0.9">${ICONS[icon]("#ffffff")}</g>`,
    ].join(""),
  );
}
