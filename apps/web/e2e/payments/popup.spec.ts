import { describePrice } from "@sahayi/contract/money";
import {
  expect,
  expectNoSeriousA11yViolations,
  onScreen,
  test,
  viewports,
} from "./payment-fixtures.ts";

// A search page, a lazily loaded dialog and an axe scan: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test.describe(`the subscription popup on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use(onScreen(viewport));

    test("a logged-in user's Call Now shows the plans, three in view", async ({
      page,
      buyer,
      plans,
    }) => {
      void buyer;
      await page.goto("/search");
      await page.getByTestId("maid-card").first().getByRole("button", { name: "Call Now" }).click();
      const popup = page.getByRole("dialog", { name: "Subscribe to our plans" });
      await expect(popup).toBeVisible();
      const cards = popup.getByRole("article");
      await expect(cards).toHaveCount(plans.length);
      const shown = plans.slice(0, 3);
      const boxes = await Promise.all(
        shown.map(async (plan) => {
          const card = popup.getByRole("article", { name: plan.title });
          // A phone's column of three is taller than its screen; the dialog scrolls.
          if (viewport.mobile) await expect(card).toBeVisible();
          else await expect(card).toBeInViewport();
          // What checkout will charge, with the price and the GST that make it.
          await expect(card).toContainText(describePrice(plan.price).total);
          await expect(card).toContainText(describePrice(plan.price).sentence);
          return (await card.boundingBox())!;
        }),
      );
      if (viewport.mobile) {
        // One column: the three cards stand one above the other, equally wide.
        expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
        expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
      } else {
        // One row of three.
        expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
        expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
      }
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press("Escape");
      await expect(popup).toBeHidden();
      await page.getByTestId("maid-card").first().getByRole("button", { name: "Call Now" }).click();
      await popup
        .getByRole("article", { name: plans[0]!.title })
        .getByRole("link", { name: /^Plan Details/ })
        .click();
      await expect(page).toHaveURL(`/plan-details/${plans[0]!.id}`);
      await expect(popup).toBeHidden();
    });
  });
}
