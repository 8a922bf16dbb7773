import { expect, test } from "../fixtures.ts";

const SHORT = [
  ["/login", "/auth/login", "Login"],
  ["/signup", "/auth/sign-up", "Sign up"],
] as const;

// A link in an SMS is opened on a phone.
test.use({ viewport: { width: 360, height: 740 } });

test("/login and /signup lead to the login and sign-up pages", async ({ page, request }) => {
  for (const [short, target, form] of SHORT) {
    const answer = await request.get(`${short}?from=sms`, { maxRedirects: 0 });
    expect(answer.status(), short).toBe(301);
    expect(answer.headers().location, short).toBe(`${target}?from=sms`);

    await page.goto(short);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("form", { name: form })).toBeVisible();
  }
});
