import { inflateSync } from "node:zlib";

/**
 * The strings of a content stream's text operators (Tj, TJ, ' and "), decoded as
 * WinAnsi/Latin-1, one piece per operator.
 */
function textOperators(content: string): string[] {
  const operator = /(\[(?:[^\]\\]|\\.)*\]|<[0-9A-Fa-f\s]*>|\((?:[^()\\]|\\.)*\))\s*(?:TJ|Tj|'|")/g;
  return [...content.matchAll(operator)].map(([, operand = ""]) =>
    (operand.match(/<[0-9A-Fa-f\s]*>|\((?:[^()\\]|\\.)*\)/g) ?? [])
      .map((piece) =>
        piece.startsWith("<")
          ? Buffer.from(piece.slice(1, -1).replace(/\s/g, ""), "hex").toString("latin1")
          : piece.slice(1, -1).replace(/\\([()\\])/g, "$1"),
      )
      .join(""),
  );
}

/** Each stream of a PDF as text, inflated when compressed. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const streams: string[] = [];
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(raw); match; match = stream.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString("latin1"));
    } catch {
      streams.push(bytes.toString("latin1"));
    }
    stream.lastIndex = end;
  }
  return streams;
}

/**
 * The lines of text a PDF draws, read without a PDF library: each stream is inflated when
 * compressed and the strings of its text operators decoded, one entry per operator.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  return contentStreams(pdf).flatMap(textOperators);
}

/** All the text a PDF draws with its standard fonts, its pieces joined by spaces. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join(" ");
}

/** A piece of text as drawn: where its baseline starts, its size and its font (Helvetica-Bold). */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
  size: number;
  font: string;
}

/**
 * The text a PDF draws with where it draws it, for the way pdf-lib writes a page: a font
 * (`/F size Tf`), a text matrix (`1 0 0 1 x y Tm`), then the string (`Tj`).
 */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  const operators =
    /\/(\S+)\s+([\d.]+)\s+Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|(<[0-9A-Fa-f\s]*>|\((?:[^()\\]|\\.)*\))\s*Tj/g;
  for (const content of contentStreams(pdf)) {
    let font = "";
    let size = 0;
    let [x, y] = [0, 0];
    for (const [operator, fontName, fontSize, tx, ty] of content.matchAll(operators)) {
      // pdf-lib names a font anew for each piece of text: Helvetica-Bold-7098480789.
      if (fontName) [font, size] = [fontName.replace(/-\d+$/, ""), Number(fontSize)];
      else if (tx !== undefined) [x, y] = [Number(tx), Number(ty)];
      else runs.push({ text: textOperators(operator)[0] ?? "", x, y, size, font });
    }
  }
  return runs;
}
