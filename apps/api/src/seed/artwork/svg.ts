/** Small helpers for drawing seed artwork as SVG; sharp turns it into WebP. */

export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `renderWidth` scales the picture without redrawing it: coordinates stay in the viewBox. */
export function svg(width: number, height: number, body: string, renderWidth = width): string {
  const renderHeight = Math.round((height * renderWidth) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${renderWidth}" height="${renderHeight}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<defs><linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  options: { anchor?: "start" | "middle" | "end"; weight?: number } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${options.weight ?? 700}" fill="${fill}" text-anchor="${options.anchor ?? "start"}">${escapeXml(content)}</text>`;
}

/** Soft decorative circles, placed from a seed so each picture differs but stays stable. */
export function bubbles(width: number, height: number, colour: string, seed: number, count = 6) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (seed * 97 + i * 211) % width;
    const y = (seed * 53 + i * 137) % height;
    const r = 30 + ((seed + i * 31) % 90);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.12"/>`;
  }
  return out;
}
