import { inflateSync } from "node:zlib";

/** The strings of a PDF's text operators (Tj, TJ, ' and "), one piece per operator. */
function textOperators(content: string): string[] {
  const pieces: string[] = [];
  const operator = /(\[(?:[^\]\\]|\\.)*\]|<[0-9A-Fa-f\s]*>|\((?:[^()\\]|\\.)*\))\s*(?:TJ|Tj|'|")/g;
  for (const [, operand = ""] of content.matchAll(operator)) {
    const strings = operand.match(/<[0-9A-Fa-f\s]*>|\((?:[^()\\]|\\.)*\)/g) ?? [];
    pieces.push(
      strings
        .map((string) =>
          string.startsWith("<")
            ? Buffer.from(string.slice(1, -1).replace(/\s/g, ""), "hex").toString("latin1")
            : string.slice(1, -1).replace(/\\([()\\])/g, "$1"),
        )
        .join(""),
    );
  }
  return pieces;
}

/**
 * The text a PDF draws with its standard fonts, read without a PDF library: every stream is
 * inflated when it is compressed, and the strings of its text operators are decoded.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const contents: string[] = [];
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(raw); match; match = stream.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString("latin1"));
    } catch {
      contents.push(bytes.toString("latin1"));
    }
    stream.lastIndex = end;
  }
  return contents.flatMap(textOperators).join(" ");
}
