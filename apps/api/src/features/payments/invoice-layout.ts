import { type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** A4 in points, and the margin every line keeps from the paper's edges. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;

/**
 * The PDF's standard fonts encode WinAnsi (Latin-1 and a few more) only; anything else (a
 * name in Malayalam script, the rupee sign) would make pdf-lib throw, so it is printed as "?".
 * Embedding a Unicode font would lift this.
 */
export function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

/**
 * How wide text is drawn. pdf-lib's own measure takes kerning off ("Rs." is narrower than its
 * letters), but the page draws each letter at its full width, so figures aligned by that
 * measure ended past the margin.
 */
export function drawnWidth(text: string, font: PDFFont, size: number): number {
  let width = 0;
  for (const character of text) width += font.widthOfTextAtSize(character, size);
  return width;
}

/**
 * Text broken into lines no wider than `width`: at spaces, at the text's own line breaks, and
 * inside a word only when the word alone is wider (a long e-mail address or house name).
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => drawnWidth(line, font, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/).map(printable)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      for (const character of word) {
        if (line && !fits(line + character)) {
          lines.push(line);
          line = "";
        }
        line += character;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Writes down the page in one column: each call draws wrapped text and moves below it. */
export interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

export interface LineOptions {
  x?: number;
  /** How wide the column is; the text wraps inside it. */
  width?: number;
  size?: number;
  bold?: boolean;
  /** The x the text ends at, for figures; it does not wrap. */
  alignRight?: number;
}

const INK = rgb(0.1, 0.1, 0.15);

export function write(pen: Pen, text: string, options: LineOptions = {}) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.regular;
  const x = options.x ?? PAGE.margin;
  if (options.alignRight !== undefined) {
    const shown = printable(text);
    const left = options.alignRight - drawnWidth(shown, font, size);
    pen.page.drawText(shown, { x: left, y: pen.y, size, font, color: INK });
    pen.y -= size + 5;
  } else {
    const width = options.width ?? PAGE.width - PAGE.margin - x;
    for (const line of wrapText(text, font, size, width)) {
      pen.page.drawText(line, { x, y: pen.y, size, font, color: INK });
      pen.y -= size + 5;
    }
  }
}

/** Cells drawn from the same top, each in its own column; the pen goes below the longest. */
export function sideBySide(pen: Pen, cells: ((pen: Pen) => void)[]) {
  const top = pen.y;
  let bottom = top;
  for (const cell of cells) {
    pen.y = top;
    cell(pen);
    bottom = Math.min(bottom, pen.y);
  }
  pen.y = bottom;
}
