import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every word a visitor, household or helper sees comes from the contract's catalogues
 * (packages/contract/src/i18n/en/*.ts with their Malayalam beside them), never written into a
 * component, or a Malayalam page would show it in English (docs/decisions/041). This reads
 * each component as TypeScript does and finds text a person would see or hear: text between
 * tags, the attributes that name or describe something (aria-label, title, placeholder, alt,
 * and a component's own label-like props), string literals shown as children, the tab's title,
 * toasts, and the words of objects a page lists (`{ title, text, label }`). The admin console
 * may stay English. A catalogue key or a variable is fine; a string with words is not.
 */
const SOURCE = path.resolve(import.meta.dirname);

/** Names that are the same in both languages. */
const NAMES = new Set(["Sahayi", "Facebook", "Instagram", "X (Twitter)", "CGST", "SGST"]);

/** Attributes and props whose value a person reads or hears. */
const SHOWN_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|alt|placeholder|title)$|labels?$|Labels?$|message$|Message$|text$|Text$|heading$|Heading$|caption$/;

/** Object properties that hold a list item's words (the about page's steps, a menu's tabs). */
const SHOWN_PROPERTY = /^(title|text|label|heading|description|summary)$/;

/**
 * Whether a text has words a person would read. Between tags, any two letters in a row do
 * (" helpers" after a name); in an attribute or a literal, a lone lowercase name ("password",
 * "name") and code (Tailwind classes, ids, paths: every token with a - / : _ . or digit) do not.
 */
function hasWords(text: string, where: "between tags" | "in code" = "in code"): boolean {
  const trimmed = text.trim();
  if (NAMES.has(trimmed) || /^&[a-z]+;$/.test(trimmed) || !/[A-Za-z]{2}/.test(trimmed)) {
    return false;
  }
  if (where === "between tags") return true;
  const code = trimmed
    .split(/\s+/)
    .every((token) => /^[a-z0-9:/[\]_.#%()=&?!-]+$/.test(token) && /[-/:_.#[\d]/.test(token));
  return !code && !/^[a-z][a-zA-Z0-9]*$/.test(trimmed);
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** What a component's source writes in English, by line. */
function findingsIn(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const note = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim().replace(/\s+/g, " ").slice(0, 80),
    });
  /** The literal words of an expression: strings and template parts, through ?: and ??. */
  const literalsOf = (node: ts.Node): ts.Node[] => {
    if (ts.isStringLiteralLike(node)) return [node];
    if (ts.isTemplateExpression(node))
      return [node.head, ...node.templateSpans.map((s) => s.literal)];
    if (ts.isConditionalExpression(node))
      return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
    if (ts.isBinaryExpression(node)) return [...literalsOf(node.left), ...literalsOf(node.right)];
    if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
    if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(literalsOf);
    return [];
  };
  const textOf = (node: ts.Node) =>
    ts.isStringLiteralLike(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
      ? node.text
      : "";
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text, "between tags")) note(node, node.text);
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTE.test(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      for (const literal of value ? literalsOf(value) : []) {
        if (hasWords(textOf(literal))) note(literal, textOf(literal));
      }
    }
    // {"words"} or {busy ? "Saving..." : "Save"} between tags.
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && node.expression) {
      for (const literal of literalsOf(node.expression)) {
        if (hasWords(textOf(literal))) note(literal, textOf(literal));
      }
    }
    if (
      ts.isCallExpression(node) &&
      /^(useDocumentTitle|toast(\.\w+)?)$/.test(node.expression.getText())
    ) {
      for (const literal of node.arguments.flatMap(literalsOf)) {
        if (hasWords(textOf(literal))) note(literal, textOf(literal));
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      SHOWN_PROPERTY.test(node.name.getText()) &&
      ts.isStringLiteralLike(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      note(node.initializer, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const components = readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .filter((file) => !file.split(path.sep).includes("admin"));

describe("words in components", () => {
  it("finds the components to read", () => {
    expect(components.length).toBeGreaterThan(100);
  });

  it("writes no visible English into a public page's component", () => {
    const found = components
      .flatMap((file) => findingsIn(file, readFileSync(path.join(SOURCE, file), "utf8")))
      .map((finding) => `${finding.file}:${finding.line} ${finding.text}`);
    expect(found).toEqual([]);
  });

  it("catches each kind of written-in English, and lets keys, classes and names through", () => {
    const written = [
      "<p>Try again</p>",
      '<nav aria-label="Main" />',
      '<Field label="Name" />',
      '<State linkLabel="See all categories" />',
      '<Arrows labels={["Previous categories", "Next categories"]} />',
      "<button>{busy ? 'Saving...' : 'Save'}</button>",
      `<p>{\`Invoice \${number}\`}</p>`,
      'useDocumentTitle("Something went wrong");',
      'toast.error("Failed to update");',
      'const steps = [{ title: "Choose a plan" }];',
    ];
    const fine = [
      "<p>{t(pages.tryAgain)}</p>",
      '<div className="font-bold text-brand-900 md:text-3xl" />',
      "<span>Sahayi</span>",
      "<p>&nbsp;</p>",
      '<input name="password" autoComplete="new-password" />',
      'const steps = [{ title: pages.stepPlanTitle, id: "plan" }];',
      '<a href="/ml/search?page=2" title={t(words.next)} />',
    ];
    const findings = (code: string) => findingsIn("probe.tsx", code);
    for (const code of written) expect(findings(code), code).not.toEqual([]);
    for (const code of fine) expect(findings(code), code).toEqual([]);
  });
});
