import type { Page } from "@playwright/test";
import { malayalamMessages } from "@sahayi/contract/i18n/ml/messages";

/** A message's Malayalam, as the catalogue has it (a string: these messages have no plurals). */
export const ml = (english: string) => String(malayalamMessages.get(english));

/**
 * Buttons, links and headings whose words do not fit their box (Malayalam's long words at
 * 360 px): their content is wider than they are. Screen-reader-only text (1 px) is left out;
 * boxes sticking out of the page show as sideways scroll instead.
 */
export async function clippedBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("header a, header button, main a, main button, main h1, main h2")]
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`),
  );
}
