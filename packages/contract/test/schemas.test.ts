import { describe, expect, it } from "vitest";
import {
  categoryDetailsRequestSchema,
  categoryDetailsResponseSchema,
  maidDetailsRequestSchema,
  maidIdSchema,
  maidSchema,
  subLocationRequestSchema,
  subLocationResponseSchema,
} from "../src/catalog/catalog.ts";
import { searchMaidsResponseSchema } from "../src/catalog/search.ts";
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from "../src/constants.ts";
import {
  contactRequestSchema,
  contactResponseSchema,
  contentPageParamsSchema,
  contentPageSchema,
  homepageSchema,
} from "../src/content.ts";
import { apiErrorSchema } from "../src/errors.ts";
import { healthSchema } from "../src/health.ts";
import { registrationDataSchema } from "../src/maid-registration.ts";
import { accountMessages, fieldMessages } from "../src/messages.ts";
import { type PricingPlan, planFeatures } from "../src/plans.ts";
import { maid, refusals } from "./helpers/issues.ts";

/**
 * Answers are serialised through these schemas, so a field missing from one never reaches a
 * client. Each entity of product §3 keeps every field it lists.
 */
const category = { id: 2, name: "Cooking", image: "/media/c/full.webp", color: "#cc8844" };
const plan: PricingPlan = {
  id: 1,
  name: "Gold",
  title: "Gold plan",
  subtitle: "Save",
  description: "Ten numbers",
  plan_type: "Basic Plan",
  badge_icon: null,
  features: planFeatures(10, 30),
  enquiry: 10,
  tenure: 30,
  price: 499,
  amount: 499,
  cgst: 44.91,
  sgst: 44.91,
  tax: 89.82,
  total_amount: 588.82,
};
const option = { id: 3, name: "Ernakulam", name_ml: "എറണാകുളം" };

describe("response schemas", () => {
  const answers = [
    ["maid", maidSchema, maid],
    ["sub-locations", subLocationResponseSchema, [option]],
    ["category details", categoryDetailsResponseSchema, { results: { category } }],
    ["search", searchMaidsResponseSchema, { maids: [maid], page: 2, page_size: 20, total: 21 }],
    [
      "homepage",
      homepageSchema,
      {
        main_banner: [
          {
            id: 1,
            desktop_image: "/d",
            mobile_image: "/m",
            url: "https://x.in",
            title: "Trusted help at home",
            subtitle: "Verified maids in every district",
            button_label: "Find a maid",
          },
        ],
        // A banner may have no words at all: each is null then, never missing.
        home_banner: [
          { image: "/h", link: "/search", title: null, subtitle: null, button_label: null },
        ],
        category: [category],
        maids: [maid],
        pricing: [plan],
        settings: {
          fb_link: null,
          insta_link: "https://instagram.com/sahayi",
          x_link: null,
          whatsapp_number: "9876543210",
          address: "Kochi",
          email: "hello@sahayi.in",
        },
      },
    ],
    [
      "registration data",
      registrationDataSchema,
      {
        location: [option],
        caste: [option],
        shift: [option],
        categories: [option],
        language: [option],
        maid_registration_plan: { amount: 100, cgst: 9, sgst: 9, total_amount: 118 },
      },
    ],
    ["error", apiErrorSchema, { error: "Some fields are invalid.", code: "X", fields: { a: "b" } }],
    ["health", healthSchema, { status: "ok" }],
  ] as const;

  it.each(answers)("%s keeps every field", (_, schema, answer) => {
    expect(schema.parse(answer)).toEqual(answer);
  });

  it.each(answers)("%s refuses an answer without its fields", (_, schema) => {
    expect(schema.safeParse({}).success).toBe(false);
  });

  it("health answers only ok", () => {
    expect(healthSchema.safeParse({ status: "down" }).success).toBe(false);
  });
});

describe("plan features", () => {
  it("read as in the spec's plan card", () => {
    expect(planFeatures(25, 90)).toEqual(["Access 25 numbers", "Access available for 90 days"]);
  });
});

describe("request schemas", () => {
  const message = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it("a helper id: 6 to 32 letters, digits, - or _, trimmed", () => {
    for (const id of ["abcdef", "A_b-C9", "x".repeat(32)]) {
      expect(maidDetailsRequestSchema.parse({ maid_id: ` ${id} ` })).toEqual({ maid_id: id });
    }
    for (const id of ["abcde", "x".repeat(33), "abc def", "!!abcdef", "abcdef!!", "abc.def"]) {
      expect(message(maidIdSchema.safeParse(id))).toEqual(["maid_id is not a valid helper id"]);
    }
    expect(message(maidDetailsRequestSchema.safeParse({}))).toEqual(["maid_id is required"]);
  });

  it("ids from the lists are positive whole numbers, from JSON or a query string", () => {
    expect(subLocationRequestSchema.parse({ location_id: "7" })).toEqual({ location_id: 7 });
    expect(categoryDetailsRequestSchema.parse({ category_id: 2 })).toEqual({ category_id: 2 });
    for (const bad of [0, -1, 1.5, "seven"]) {
      expect(message(subLocationRequestSchema.safeParse({ location_id: bad }))).toEqual([
        "District must be an id from the list.",
      ]);
      expect(message(categoryDetailsRequestSchema.safeParse({ category_id: bad }))).toEqual([
        "Category must be an id from the list.",
      ]);
    }
  });
});

describe("the contact form and the policy pages", () => {
  const form = {
    name: "Anitha",
    mobile_number: "9876543210",
    email: "anitha@example.com",
    message: "We need a cook\nfor weekday evenings.",
  };

  it("takes a message of lines and an empty honeypot; answers its words", () => {
    expect(contactRequestSchema.parse({ ...form, website: "" })).toEqual({ ...form, website: "" });
    expect(refusals(contactRequestSchema, { ...form, website: "w".repeat(1001) })).toHaveProperty(
      "website",
    );
    expect(contactResponseSchema.parse({ message: "Sent." })).toEqual({ message: "Sent." });
  });

  it("names each field past its length", () => {
    expect(
      refusals(contactRequestSchema, {
        name: "n".repeat(NAME_MAX_LENGTH + 1),
        mobile_number: form.mobile_number,
        email: `${"e".repeat(EMAIL_MAX_LENGTH)}@b.in`,
        message: "m".repeat(MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual({
      name: [accountMessages.textTooLong("Name", NAME_MAX_LENGTH)],
      email: [accountMessages.textTooLong("Email", EMAIL_MAX_LENGTH)],
      message: [accountMessages.textTooLong("Message", MESSAGE_MAX_LENGTH)],
    });
  });

  it("an e-mail's whole address has a suffix of 2 to 4 letters", () => {
    for (const email of ["a@b.in", "a@b.info"]) {
      expect(contactRequestSchema.parse({ ...form, email }).email).toBe(email);
    }
    for (const email of ["a@b.c", "a@b.infos", "x a@b.in", "a@b.in x", "a@b.in1"]) {
      expect(refusals(contactRequestSchema, { ...form, email }), email).toEqual({
        email: [fieldMessages.emailContactInvalid],
      });
    }
  });

  it("a policy page keeps every field; its address names at most 100 characters", () => {
    const page = {
      slug: "privacy-policy",
      title: "Privacy Policy",
      html: "<p>We keep little.</p>",
      language: "ml",
      updated_at: "2026-11-26T00:00:00.000Z",
    };
    expect(contentPageSchema.parse(page)).toEqual(page);
    // Its language is one the site speaks.
    expect(contentPageSchema.safeParse({ ...page, language: "ta" }).success).toBe(false);
    expect(contentPageParamsSchema.parse({ slug: "s".repeat(100) })).toEqual({
      slug: "s".repeat(100),
    });
    expect(contentPageParamsSchema.safeParse({ slug: "s".repeat(101) }).success).toBe(false);
  });
});
