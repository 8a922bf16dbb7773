import { linearGradient, shade, svg } from "./svg.ts";

const WALLS = ["#FDE68A", "#BFDBFE", "#FBCFE8", "#BBF7D0", "#DDD6FE", "#FED7AA"];

/** Kinds of room times wall colours: this many scenes differ from one another. */
export const SCENE_VARIANTS = 36;

/**
 * A tidy room for a helper's gallery. `variant` (0 to SCENE_VARIANTS - 1) picks the room
 * (kitchen, living room, garden, bedroom, dining table or washing line) and the wall colour,
 * so variants never repeat a picture.
 */
export function gallerySceneSvg(variant: number): string {
  const seed = variant % SCENE_VARIANTS;
  const [w, h] = [1000, 750];
  // Drawn on a 1000 × 750 canvas and rendered at 800 × 600: smaller pictures seed faster.
  const kind = seed % 6;
  const wall = WALLS[Math.floor(seed / 6) % WALLS.length] as string;
  const accent = shade(wall, -0.45);
  const floor = `<rect y="520" width="${w}" height="230" fill="${shade(wall, -0.25)}"/>`;
  const window = `<rect x="620" y="110" width="260" height="200" rx="10" fill="#E0F2FE" stroke="#ffffff" stroke-width="14"/><line x1="750" y1="110" x2="750" y2="310" stroke="#ffffff" stroke-width="10"/>`;
  let room = "";
  if (kind === 0) {
    // Kitchen: counter, cupboards and a pot on the stove.
    room = `<rect x="80" y="380" width="840" height="140" fill="${accent}"/><rect x="80" y="360" width="840" height="24" fill="#f8fafc"/><rect x="100" y="120" width="380" height="150" rx="8" fill="${shade(accent, 0.3)}"/><rect x="250" y="300" width="120" height="60" rx="14" fill="#475569"/><rect x="230" y="300" width="160" height="10" rx="5" fill="#334155"/>`;
  } else if (kind === 1) {
    // Living room: sofa, lamp and a rug.
    room = `<rect x="120" y="360" width="440" height="150" rx="30" fill="${accent}"/><rect x="150" y="300" width="380" height="100" rx="26" fill="${shade(accent, 0.2)}"/><ellipse cx="400" cy="640" rx="300" ry="60" fill="${shade(accent, 0.5)}"/><rect x="700" y="330" width="12" height="190" fill="#334155"/><path d="M650 330 h110 l-30 -70 h-50z" fill="#FEF3C7"/>`;
  } else if (kind === 3) {
    // Bedroom: a made bed with pillows and a bedside lamp.
    room = `<rect x="140" y="400" width="520" height="120" rx="12" fill="${accent}"/><rect x="140" y="300" width="40" height="220" fill="${shade(accent, -0.2)}"/><rect x="180" y="370" width="480" height="50" rx="16" fill="#f8fafc"/><rect x="200" y="335" width="120" height="45" rx="20" fill="${shade(wall, 0.5)}"/><rect x="720" y="420" width="90" height="100" fill="${shade(accent, 0.2)}"/><path d="M735 420 h60 l-15 -60 h-30z" fill="#FEF3C7"/>`;
  } else if (kind === 4) {
    // Dining table laid for a meal.
    room = `<rect x="220" y="380" width="560" height="30" rx="8" fill="${accent}"/><rect x="250" y="410" width="20" height="110" fill="${shade(accent, -0.2)}"/><rect x="730" y="410" width="20" height="110" fill="${shade(accent, -0.2)}"/>${[300, 420, 540, 660].map((x) => `<ellipse cx="${x}" cy="372" rx="40" ry="10" fill="#ffffff"/>`).join("")}<circle cx="480" cy="345" r="26" fill="#16A34A"/>`;
  } else if (kind === 5) {
    // Washing line in the yard.
    room = `<line x1="80" y1="220" x2="920" y2="220" stroke="#334155" stroke-width="6"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (i) =>
          `<rect x="${130 + i * 160}" y="222" width="110" height="${130 + ((seed + i) % 3) * 30}" rx="6" fill="${shade(accent, (i % 3) * 0.25)}"/>`,
      )
      .join("")}<rect x="380" y="450" width="240" height="70" rx="30" fill="#B45309"/>`;
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
      kind === 2 || kind === 5 ? "" : window,
      floor,
      room,
    ].join(""),
    800,
  );
}
