import { bubbles, linearGradient, shade, svg, text } from "./svg.ts";

const BACKGROUNDS = [
  "#F59E0B",
  "#10B981",
  "#3B82F6",
  "#EC4899",
  "#8B5CF6",
  "#14B8A6",
  "#F97316",
  "#6366F1",
  "#84CC16",
  "#EF4444",
];
const SKIN = ["#8D5524", "#A0662F", "#C68642", "#B07645", "#7B4A26"];
const HAIR = ["#1F1410", "#2B1B12", "#3B2417", "#111111"];

export interface AvatarOptions {
  /** Shown in a badge; pass "" for a picture shared by many helpers. */
  initials: string;
  gender: "male" | "female" | "other";
  /** Picks colours; the same seed draws the same picture. */
  seed: number;
}

/** A friendly illustrated portrait: coloured background, a simple figure and the initials. */
export function avatarSvg({ initials, gender, seed }: AvatarOptions): string {
  const size = 600;
  const bg = BACKGROUNDS[seed % BACKGROUNDS.length] as string;
  const skin = SKIN[(seed >> 2) % SKIN.length] as string;
  const hair = HAIR[(seed >> 4) % HAIR.length] as string;
  const cloth = shade(bg, -0.45);
  const longHair =
    gender === "female"
      ? `<path d="M196 250 C190 120 410 120 404 250 L420 420 C380 440 220 440 180 420 Z" fill="${hair}"/>`
      : "";
  const shortHair =
    gender === "female"
      ? `<path d="M212 232 C215 150 385 150 388 232 C360 190 240 190 212 232 Z" fill="${hair}"/>`
      : `<path d="M214 236 C200 140 400 140 386 236 C372 200 228 200 214 236 Z" fill="${hair}"/>`;
  const body = [
    linearGradient("bg", shade(bg, 0.25), bg),
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    bubbles(size, size, "#ffffff", seed, 5),
    longHair,
    `<path d="M110 600 C120 470 210 420 300 420 C390 420 480 470 490 600 Z" fill="${cloth}"/>`,
    `<rect x="270" y="330" width="60" height="100" rx="24" fill="${shade(skin, -0.1)}"/>`,
    `<ellipse cx="300" cy="262" rx="90" ry="104" fill="${skin}"/>`,
    shortHair,
    `<circle cx="268" cy="270" r="8" fill="#2b1b12"/><circle cx="332" cy="270" r="8" fill="#2b1b12"/>`,
    `<path d="M272 312 Q300 336 328 312" stroke="#5a2e1a" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  ];
  if (initials) {
    body.push(
      `<rect x="392" y="468" width="168" height="96" rx="48" fill="#ffffff" opacity="0.92"/>`,
      text(476, 534, initials, 50, cloth, { anchor: "middle" }),
    );
  }
  return svg(size, size, body.join(""));
}
