import { maskedPhone, outboxPaths } from "@sahayi/contract/outbox";
import { accountsPaths } from "@sahayi/contract/paths";
import { expect, pickPlan, test } from "./payment-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("a purchase says where its receipt went, and the receipt arrives by SMS and e-mail", async ({
  page,
  request,
  buyer,
  plans,
}) => {
  const plan = pickPlan(plans);
  await page.goto(`/plan-details/${plan.id}`);
  await page.getByRole("button", { name: "Buy now" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await dialog.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL("/renewal-success");
  const masked = maskedPhone(buyer.account.phone);
  expect(masked).toMatch(/^[0-9]{2}x{6}[0-9]{2}$/);
  await expect(page.getByRole("status").filter({ hasText: "Receipt sent to" })).toHaveText(
    `Receipt sent to ${masked} by SMS.`,
  );

  // The worker of the running server delivers both within seconds.
  await expect
    .poll(
      async () => {
        const outbox = await request.get(
          `${accountsPaths.devSms}?mobile_number=${buyer.account.phone}`,
        );
        return ((await outbox.json()) as { messages: { text: string }[] }).messages.map(
          (message) => message.text,
        );
      },
      { timeout: 5000 },
    )
    .toContainEqual(expect.stringContaining(`for ${plan.title}`));
  await expect
    .poll(
      async () => {
        const outbox = await request.get(
          `${outboxPaths.devEmail}?to=${encodeURIComponent(buyer.account.email)}`,
        );
        const { messages } = (await outbox.json()) as {
          messages: { attachments: { content_type: string }[] }[];
        };
        return messages[0]?.attachments.map((file) => file.content_type);
      },
      { timeout: 5000 },
    )
    .toEqual(["application/pdf"]);
});
