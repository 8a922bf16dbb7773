import type { Maid } from "@sahayi/contract";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { telHref, whatsappHref } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";

export type ContactMode = "call" | "whatsapp";

/** The tel: link or the chat link (with a polite first message, in the page's language) of a purchased helper. */
export function contactHref(
  mode: ContactMode,
  maid: Pick<Maid, "name" | "mobile_number" | "whatsapp_number">,
): string | null {
  if (mode === "call") return maid.mobile_number ? telHref(maid.mobile_number) : null;
  return maid.whatsapp_number
    ? whatsappHref(maid.whatsapp_number, t(helper.whatsappGreeting, { name: maid.name }))
    : null;
}

/**
 * Opens a link right after a purchase: the call in this tab (the phone's dialler takes it),
 * the chat in a new one, as the buttons of a purchased helper do.
 */
export function openContact(mode: ContactMode, href: string) {
  window.open(href, mode === "call" ? "_self" : "_blank", "noopener,noreferrer");
}
