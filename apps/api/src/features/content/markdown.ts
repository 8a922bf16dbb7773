import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown to HTML for the policy pages (decision 011). Raw HTML in the Markdown is shown as
 * text (html: false), and the result goes through an allow-list anyway, so neither a
 * mistake in the admin's text nor a stolen admin session can put a script on a public page.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "a",
    "blockquote",
    "code",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its one h1; a "#" heading in the text becomes an h2.
    h1: "h2",
    // Links that leave the site open apart and tell the other site nothing of this one.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? "";
      if (!/^https?:/i.test(href)) return { tagName, attribs: { href } };
      return { tagName, attribs: { href, rel: "noopener noreferrer nofollow", target: "_blank" } };
    },
  },
} satisfies sanitizeHtml.IOptions;

export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.render(text), ALLOWED);
}
