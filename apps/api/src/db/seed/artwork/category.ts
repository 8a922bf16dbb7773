import { ICONS, type IconName } from "./icons.ts";
import { bubbles, linearGradient, shade, svg, text } from "./svg.ts";

/** The picture on a category card: the category's colour, its pictogram and its name. */
export function categoryCardSvg(name: string, colour: string, icon: IconName, seed: number) {
  const [w, h] = [800, 600];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(colour, 0.2), shade(colour, -0.25)),
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 7),
      `<g transform="translate(250 90) scale(1.5)">${ICONS[icon]("#ffffff")}</g>`,
      text(w / 2, 520, name, 54, "#ffffff", { anchor: "middle" }),
    ].join(""),
  );
}

/** The wide banner on the category page. */
export function categoryBannerSvg(name: string, colour: string, icon: IconName, seed: number) {
  const [w, h] = [1200, 400];
  return svg(
    w,
    h,
    [
      linearGradient("bg", shade(colour, -0.3), shade(colour, 0.15)),
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(w, h, "#ffffff", seed, 9),
      `<g transform="translate(860 60) scale(1.4)" opacity="0.9">${ICONS[icon]("#ffffff")}</g>`,
      text(80, 190, name, 72, "#ffffff"),
      text(80, 250, "Verified helpers near you, across Kerala", 30, shade(colour, 0.75), {
        weight: 400,
      }),
    ].join(""),
  );
}
