import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { findMaid, registrationData, searchMaids } from "./catalog-api.ts";
import { choose } from "./filter-form.ts";

/** Layout checks, on a small phone and on a laptop. */
const VIEWPORTS = [
  { name: "phone", width: 360, height: 740 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

/** The drawer's submit button, whichever it reads: Search, or Show N helpers once counted. */
const SUBMIT = /^(Search|Show \d+ helpers?)$/;
const showLabel = (total: number) => (total === 1 ? "Show 1 helper" : `Show ${total} helpers`);

/**
 * Whether the element is what the browser finds at the centre of `box` (or inside it), i.e.
 * nothing, floating buttons included, is drawn over it there.
 */
async function isOnTopAt(
  target: Locator,
  box: { x: number; y: number; width: number; height: number },
) {
  return target.evaluate(
    (element, { x, y }) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** Scrolls `target` as far down the screen as scrolling can put it, then checks it is on top. */
async function expectUncoveredAtBottom(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
  const box = await target.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  expect(await isOnTopAt(target, box!), `nothing covers ${await target.textContent()}`).toBe(true);
}

/** The box of the last line of an element's text. */
async function lastLineBox(target: Locator) {
  return target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const last = rects.at(-1);
    if (!last) throw new Error("the element has no text");
    return { x: last.x, y: last.y, width: last.width, height: last.height };
  });
}

async function footerLinks(page: Page) {
  const links = page.getByRole("contentinfo").getByRole("link");
  await expect(links.first()).toBeVisible();
  return links.all();
}

for (const viewport of VIEWPORTS) {
  test.describe(`layout on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the floating buttons cover no footer link on the home page", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("floating-contact")).toBeVisible();
      for (const link of await footerLinks(page)) await expectUncoveredAtBottom(link);
    });

    test("on a helper's page their own Call Now and Whatsapp float, covering neither the last About line nor the footer", async ({
      page,
      request,
    }) => {
      const maid = await findMaid(request, (m) => (m.about ?? "").trim().length > 0);
      await page.goto(`/maid/${maid.id}`);
      const call = page.getByRole("link", { name: "Call Now", exact: true });
      await expect(call).toBeVisible();
      // The site's buttons give way to the helper's.
      await expect(page.getByTestId("floating-contact")).toHaveCount(0);
      if (viewport.name === "phone") {
        await expect(page.getByTestId("maid-contact")).toHaveCSS("position", "fixed");
        // The helper's bar sits at the bottom of the screen wherever the page is scrolled.
        const bar = await page.getByTestId("maid-contact").boundingBox();
        expect(Math.round(bar!.y + bar!.height)).toBe(viewport.height);
      }

      const about = page.getByRole("tabpanel", { name: "About Me" }).locator("p");
      await about.evaluate((element) =>
        element.scrollIntoView({ block: "end", behavior: "instant" }),
      );
      expect(await isOnTopAt(about, await lastLineBox(about))).toBe(true);
      for (const link of await footerLinks(page)) await expectUncoveredAtBottom(link);
    });

    test("long place names stay inside their cards, whole in the title", async ({
      page,
      request,
    }) => {
      const { location: districts } = await registrationData(request);
      const longest = [...districts].sort((a, b) => b.name.length - a.name.length)[0]!;
      const expected = await searchMaids(request, { location: String(longest.id) });
      expect(expected.total, `the demo seed has helpers in ${longest.name}`).toBeGreaterThan(0);
      await page.goto(`/search?location=${longest.id}`);
      const cards = page.getByTestId("maid-card");
      await expect(cards).toHaveCount(expected.maids.length);

      for (const [index, maid] of expected.maids.entries()) {
        const card = cards.nth(index);
        const place = card.getByTestId("maid-location");
        await expect(place).toHaveAttribute("title", maid.location);
        const cardBox = (await card.boundingBox())!;
        const placeBox = (await place.boundingBox())!;
        expect(placeBox.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(placeBox.x + placeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
        // Nothing inside spills out sideways either.
        expect(await place.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    });

    test("every control on /search shows a clear focus ring, and the filters work from the keyboard alone", async ({
      page,
      request,
    }) => {
      const { location: districts } = await registrationData(request);
      const district = districts[2]!;
      await page.goto("/search");
      await expect(page.getByTestId("maid-card").first()).toBeVisible();

      // Tab through the page's first controls: each shows a 2 px or thicker solid ring, on
      // itself or, for a combobox's text box, on the field around it.
      for (let stop = 0; stop < 16; stop++) {
        await page.keyboard.press("Tab");
        const ring = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          if (!focused || focused === document.body) return null;
          const holders = [focused, focused.parentElement].filter(Boolean) as HTMLElement[];
          const widths = holders.map((el) => {
            const style = getComputedStyle(el);
            return style.outlineStyle === "solid" ? Number.parseFloat(style.outlineWidth) : 0;
          });
          return { name: focused.outerHTML.slice(0, 80), width: Math.max(...widths) };
        });
        expect(ring, "Tab reaches a control").not.toBeNull();
        expect(ring!.width, `focus ring of ${ring!.name}`).toBeGreaterThanOrEqual(2);
      }

      // Keyboard only: open the filters (the drawer on a phone), pick a district, search.
      await page.goto("/search");
      let scope: Page | Locator = page;
      if (viewport.name === "phone") {
        const filters = page.getByRole("button", { name: "Filters", exact: true });
        await filters.focus();
        await page.keyboard.press("Enter");
        scope = page.getByRole("dialog", { name: "Filters" });
        await expect(scope).toBeVisible();
      }
      const field = scope.getByRole("combobox", { name: "District", exact: true });
      await field.focus();
      await page.keyboard.type(district.name);
      await expect(page.getByRole("option", { name: district.name, exact: true })).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(field).toHaveValue(district.name);
      await scope.getByRole("button", { name: SUBMIT }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`/search?location=${district.id}`);
    });
  });
}

test.describe("the filter drawer on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("keeps Search and Clear in view at its bottom and counts the helpers the filters find", async ({
    page,
    request,
  }) => {
    const all = await searchMaids(request, { page_size: "1" });
    const { location: districts } = await registrationData(request);
    const district = districts[3]!;
    const inDistrict = await searchMaids(request, {
      location: String(district.id),
      page_size: "1",
    });

    await page.goto("/search");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    const submit = drawer.getByRole("button", { name: SUBMIT });
    const clear = drawer.getByRole("button", { name: "Clear", exact: true });
    // The drawer slides in: measured mid-way, its buttons' centres are still over the page.
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );

    // Without scrolling the drawer, both buttons are on screen and on top.
    for (const button of [submit, clear]) {
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await isOnTopAt(button, box)).toBe(true);
    }
    await expect(submit).toHaveText(showLabel(all.total));

    await choose(drawer, "District", district.name);
    await expect(submit).toHaveText(showLabel(inDistrict.total));
    // Still at the bottom after scrolling the fields.
    await drawer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const box = (await submit.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);

    await submit.click();
    await expect(page).toHaveURL(`/search?location=${district.id}`);
  });
});
