import { linearGradient, shade, svg } from "./svg.ts";

const WALLS = ["#FDE68A", "#BFDBFE", "#FBCFE8", "#BBF7D0", "#DDD6FE", "#FED7AA"];

/** A tidy room (kitchen, living room or garden) for a helper's gallery. */
export function gallerySceneSvg(seed: number): string {
  const [w, h] = [1000, 750];
  // Drawn on a 1000 × 750 canvas and rendered at 800 × 600: smaller pictures seed faster.
  const wall = WALLS[seed % WALLS.length] as string;
  const accent = shade(wall, -0.45);
  const kind = seed % 3;
  const floor = `<rect y="520" width="${w}" height="230" fill="${shade(wall, -0.25)}"/>`;
  const window = `<rect x="620" y="110" width="260" height="200" rx="10" fill="#E0F2FE" stroke="#ffffff" stroke-width="14"/><line x1="750" y1="110" x2="750" y2="310" stroke="#ffffff" stroke-width="10"/>`;
  let room = "";
  if (kind === 0) {
    // Kitchen: counter, cupboards and a pot on the stove.
    room = `<rect x="80" y="380" width="840" height="140" fill="${accent}"/><rect x="80" y="360" width="840" height="24" fill="#f8fafc"/><rect x="100" y="120" width="380" height="150" rx="8" fill="${shade(accent, 0.3)}"/><rect x="250" y="300" width="120" height="60" rx="14" fill="#475569"/><rect x="230" y="300" width="160" height="10" rx="5" fill="#334155"/>`;
  } else if (kind === 1) {
    // Living room: sofa, lamp and a rug.
    room = `<rect x="120" y="360" width="440" height="150" rx="30" fill="${accent}"/><rect x="150" y="300" width="380" height="100" rx="26" fill="${shade(accent, 0.2)}"/><ellipse cx="400" cy="640" rx="300" ry="60" fill="${shade(accent, 0.5)}"/><rect x="700" y="330" width="12" height="190" fill="#334155"/><path d="M650 330 h110 l-30 -70 h-50z" fill="#FEF3C7"/>`;
  } else {
    // Garden: plants in pots along a veranda.
    room = [0, 1, 2, 3]
      .map((i) => {
        const x = 120 + i * 200;
        return `<rect x="${x}" y="430" width="110" height="90" rx="10" fill="#B45309"/><circle cx="${x + 55}" cy="390" r="${60 + ((seed + i) % 4) * 8}" fill="#16A34A"/><circle cx="${x + 30}" cy="360" r="40" fill="#22C55E"/>`;
      })
      .join("");
  }
  return svg(
    w,
    h,
    [
      linearGradient("wall", shade(wall, 0.3), wall, true),
      `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
      kind === 2 ? "" : window,
      floor,
      room,
    ].join(""),
    800,
  );
}
