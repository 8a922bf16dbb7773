import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  cookieTokenResponseSchema,
  devSmsQuerySchema,
  devSmsResponseSchema,
  messageResponseSchema,
  profileUpdateResponseSchema,
  refreshTokenResponseSchema,
  requestOtpResponseSchema,
  type UserData,
  verifyOtpResponseSchema,
} from "../src/accounts.ts";
import {
  adminBannerSchema,
  adminBannersSchema,
  adminCategoriesSchema,
  adminCategorySchema,
  adminPlanSchema,
  adminPlansPageSchema,
  referenceItemSchema,
  referenceListSchema,
  referenceSavedSchema,
} from "../src/admin/catalogue.ts";
import { adminAccountSchema, adminImageSchema, adminMeSchema } from "../src/admin/console.ts";
import { searchMaidsResponseSchema } from "../src/catalog/search.ts";
import { SEARCH_TOTAL_MAX } from "../src/catalog/search-params.ts";
import { maid } from "./helpers/issues.ts";

/**
 * The API serialises every answer through its schema, so a field the schema forgets never
 * reaches a client. Each answer here is whole, every field filled, and comes back unchanged.
 */
const user: UserData = {
  name: "Anitha",
  email: "anitha@example.com",
  mobile_number: "9876543210",
  whatsapp_number: "9876543211",
  address: "Rose Villa\nKazhakoottam",
  location: "Thiruvananthapuram",
  location_id: 1,
  pincode: "695582",
  profile_picture: "/media/p/full.webp",
  role: "user",
};

const plan = {
  id: 3,
  kind: "subscription",
  name: "Gold",
  title: "Gold plan",
  subtitle: "Most chosen",
  description: "Ten enquiries for a month.",
  plan_type: "Monthly",
  badge_icon: "gold",
  badge_url: "/badges/gold.svg",
  price: 499.5,
  enquiries: 10,
  tenure_days: 30,
  active: true,
  position: 2,
};

const category = {
  id: 4,
  name: "Cooking",
  name_ml: "പാചകം",
  color: "#cc8844",
  image: "A1b2C3d4E5f6G7h8I9j0",
  image_url: "/media/A1b2C3d4E5f6G7h8I9j0/full.webp",
  banner_image: "K1l2M3n4O5p6Q7r8S9t0",
  banner_url: "/media/K1l2M3n4O5p6Q7r8S9t0/full.webp",
  position: 1,
};

const banner = {
  id: 5,
  kind: "main",
  desktop_image: "A1b2C3d4E5f6G7h8I9j0",
  desktop_url: "/media/A1b2C3d4E5f6G7h8I9j0/full.webp",
  mobile_image: "K1l2M3n4O5p6Q7r8S9t0",
  mobile_url: "/media/K1l2M3n4O5p6Q7r8S9t0/full.webp",
  url: "/subscriptions",
  title: "Trusted helpers",
  subtitle: "Verified by our team",
  button_label: "See plans",
  position: 0,
  active: false,
};

const reference = {
  id: 7,
  name: "Kazhakoottam",
  name_ml: "കഴക്കൂട്ടം",
  district_id: 1,
  number: 129,
  in_use: 12,
};

const answers: [string, z.ZodType, unknown][] = [
  [
    "a code sent",
    requestOtpResponseSchema,
    { message: "OTP sent.", resend_after: 30, expires_in: 300 },
  ],
  ["a code verified", verifyOtpResponseSchema, { verification_token: "t0k3n", expires_in: 600 }],
  ["the development outbox's question", devSmsQuerySchema, { mobile_number: "9876543210" }],
  [
    "the development outbox",
    devSmsResponseSchema,
    {
      messages: [
        { to: "9876543210", text: "1234 is your code", created_at: "2026-11-27T05:00:00.000Z" },
      ],
    },
  ],
  ["a message", messageResponseSchema, { message: "Done." }],
  [
    "a refreshed pair",
    refreshTokenResponseSchema,
    { access_token: "a", refresh_token: "r", expires_in: 900 },
  ],
  ["a profile saved", profileUpdateResponseSchema, { message: "Saved.", user }],
  [
    "the console's admin account",
    adminAccountSchema,
    { phone: "9876543210", password: "secret-pw" },
  ],
  ["who is signed in to the console", adminMeSchema, { id: 1, name: "Admin", mobile_number: "90" }],
  ["an uploaded picture", adminImageSchema, { key: "A1b2C3d4E5f6G7h8I9j0", url: "/media/x.webp" }],
  ["a plan", adminPlanSchema, plan],
  [
    "the plans' page",
    adminPlansPageSchema,
    {
      items: [plan],
      total: 1,
      page: 1,
      page_size: 20,
      badges: [{ key: "gold", url: "/badges/gold.svg" }],
    },
  ],
  ["a reference entry", referenceItemSchema, reference],
  ["a reference list", referenceListSchema, { items: [reference] }],
  ["a reference entry saved", referenceSavedSchema, { message: "Saved.", id: 7 }],
  ["a category", adminCategorySchema, category],
  ["the categories", adminCategoriesSchema, { items: [category] }],
  ["a banner", adminBannerSchema, banner],
  ["the banners", adminBannersSchema, { items: [banner] }],
  [
    "a search's page",
    searchMaidsResponseSchema,
    { maids: [maid], page: 1, page_size: 12, total: 1 },
  ],
];

describe("answers", () => {
  for (const [name, schema, answer] of answers) {
    it(`${name} keeps every field`, () => {
      expect(schema.parse(answer)).toEqual(answer);
    });
  }

  it("the web app's refreshed pair leaves the refresh token to its cookie", () => {
    const pair = { access_token: "a", refresh_token: "r", expires_in: 900 };
    expect(cookieTokenResponseSchema.parse(pair)).toEqual({ access_token: "a", expires_in: 900 });
    expect(cookieTokenResponseSchema.parse({ access_token: "a", expires_in: 900 })).toEqual({
      access_token: "a",
      expires_in: 900,
    });
  });

  it("the published descriptions say what a client must know", () => {
    expect(refreshTokenResponseSchema.meta()?.description).toBe(
      "A new pair: the refresh token sent is spent.",
    );
    expect(searchMaidsResponseSchema.shape.total.meta()?.description).toBe(
      `Helpers matching, counted up to ${SEARCH_TOTAL_MAX}: ${SEARCH_TOTAL_MAX} means that many or more, and pages past them are empty.`,
    );
  });
});
