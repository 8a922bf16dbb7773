import { inflateSync } from "node:zlib";

/** The strings of a content stream's text operators (Tj, TJ), decoded as WinAnsi/Latin-1. */
function textOperators(content: string): string[] {
  const operator = /(\[(?:[^\]\\]|\\.)*\]|<[0-9A-Fa-f\s]*>|\((?:[^()\\]|\\.)*\))\s*(?:TJ|Tj)/g;
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

/**
 * The lines of text a PDF draws, read without a PDF library: each stream is inflated when
 * compressed and the strings of its text operators decoded, one entry per operator.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(raw); match; match = stream.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    lines.push(...textOperators(content));
    stream.lastIndex = end;
  }
  return lines;
}
