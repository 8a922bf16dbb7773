import {
  type AdminSettingsForm,
  adminCataloguePaths,
  contentPaths,
  fieldMessages,
  type SiteSettings,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCaller, userCaller } from "../../../../test/helpers/admin.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import { adminAuditLog } from "../../../db/schema.ts";

const ctx = useTestApp();

const settings: AdminSettingsForm = {
  whatsapp_number: "9000012345",
  address: "12 Beach Road, Kozhikode",
  email: "help@sahayi.example",
  fb_link: "https://facebook.com/sahayi.test",
  insta_link: "",
  x_link: "https://x.com/sahayi_test",
};

describe("site settings", () => {
  it("saves what the home page then shows, audited before and after", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    const before = (await ctx.app.inject({ url: contentPaths.homepage })).json()
      .settings as SiteSettings;
    const saved = await ctx.app.inject({
      method: "PUT",
      url: adminCataloguePaths.settings,
      headers: admin.headers,
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...settings, insta_link: null };
    expect(saved.json()).toEqual(expected);

    const home = (await ctx.app.inject({ url: contentPaths.homepage })).json();
    expect(home.settings).toEqual(expected);
    const read = await ctx.app.inject({
      url: adminCataloguePaths.settings,
      headers: admin.headers,
    });
    expect(read.json()).toEqual(expected);

    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entity, "site_settings"));
    expect(audit).toMatchObject({
      adminUserId: admin.id,
      before: { whatsappNumber: before.whatsapp_number, email: before.email },
      after: { whatsappNumber: settings.whatsapp_number, email: settings.email, instaLink: null },
    });
  });

  it("answers 400 with a message per field and keeps what was there", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    const home = async () => (await ctx.app.inject({ url: contentPaths.homepage })).json().settings;
    const kept = await home();
    const answer = await ctx.app.inject({
      method: "PUT",
      url: adminCataloguePaths.settings,
      headers: admin.headers,
      payload: {
        whatsapp_number: "12345",
        address: "",
        email: "not an email",
        fb_link: "http://facebook.com/plain",
        x_link: "javascript:alert(1)",
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      whatsapp_number: fieldMessages.whatsappExact,
      address: fieldMessages.addressRequired,
      email: fieldMessages.emailInvalid,
      fb_link: "Facebook link must be an https:// address.",
      x_link: "X link must be an https:// address.",
    });
    expect(await home()).toEqual(kept);
  });

  it("is for admins only", async () => {
    const who = await userCaller(ctx.app, ctx.db);
    const answer = await ctx.app.inject({
      method: "PUT",
      url: adminCataloguePaths.settings,
      headers: who.headers,
      payload: settings,
    });
    expect(answer.statusCode).toBe(403);
  });
});
