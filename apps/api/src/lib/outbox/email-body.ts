import type { MessageText } from "@sahayi/contract";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The plain-text part of an e-mail's body: paragraphs, then the link written out. */
export function emailBodyText(words: MessageText): string {
  const link = words.link ? [`${words.link.label}: ${words.link.url}`] : [];
  return [...words.paragraphs, ...link].join("\n\n");
}

/** The HTML part of an e-mail's body: paragraphs and a button, styled inline for mail clients. */
export function emailBodyHtml(words: MessageText): string {
  const paragraphs = words.paragraphs.map(
    (paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`,
  );
  const link = words.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(words.link.url)}" style="background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(words.link.label)}</a></p>`
    : "";
  return [...paragraphs, link].join("");
}

/** The site's name and address under every e-mail; how to unsubscribe under all but receipts. */
export interface EmailFooter {
  siteName: string;
  address: string;
  /** Set for messages that are not receipts. */
  unsubscribe?: string;
}

/** A whole e-mail: the body and the footer, as HTML and as text. */
export function emailDocument(
  body: { html: string; text: string },
  footer: EmailFooter,
): { html: string; text: string } {
  const footerLines = [footer.siteName, footer.address].filter((line) => line.trim() !== "");
  const unsubscribeText = footer.unsubscribe
    ? [`To stop these e-mails, write to ${footer.unsubscribe}.`]
    : [];
  const text = [body.text, "--", ...footerLines, ...unsubscribeText].join("\n");
  const unsubscribeHtml = footer.unsubscribe
    ? `<br>To stop these e-mails, write to <a href="mailto:${escapeHtml(footer.unsubscribe)}?subject=unsubscribe" style="color:#64748b">${escapeHtml(footer.unsubscribe)}</a>.`
    : "";
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${body.html}</div><p style="max-width:560px;margin:16px auto 0;color:#64748b;font-size:12px">${footerLines.map(escapeHtml).join("<br>")}${unsubscribeHtml}</p></body></html>`;
  return { html, text };
}
