import { describe, expect, it } from "vitest";
import {
  ADMIN_PLAN_SORTS,
  adminBannerFormSchema,
  adminCategoryFormSchema,
  adminPlanFormSchema,
  adminPlansQuerySchema,
  adminSettingsFormSchema,
  CATEGORY_NAME_MAX_LENGTH,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_PRICE_MAX_RUPEES,
  PLAN_TEXT_MAX_LENGTH,
  REFERENCE_NAME_MAX_LENGTH,
  referenceItemFormSchema,
  referenceItemParamsSchema,
  referenceListNames,
  referenceListParamsSchema,
  referenceListTitles,
  rupeesToPaise,
} from "../src/admin/catalogue.ts";
import { adminMessages } from "../src/admin/messages.ts";
import { ADDRESS_MAX_LENGTH, PAISE_PER_RUPEE } from "../src/constants.ts";
import { accountMessages, fieldMessages } from "../src/messages.ts";
import { DB_INT_MAX } from "../src/numbers.ts";
import { refusals } from "./helpers/issues.ts";

const plan = {
  name: "Gold",
  title: "Gold plan",
  price: 499,
  enquiries: 10,
  tenure_days: 30,
  active: true,
};
const planErrors = (changes: Record<string, unknown>) =>
  refusals(adminPlanFormSchema, { ...plan, ...changes });

describe("a plan as an admin edits it", () => {
  it("fills what was left out: no subtitle, type or badge, no description, first place", () => {
    expect(adminPlanFormSchema.parse(plan)).toEqual({
      ...plan,
      subtitle: null,
      description: "",
      plan_type: null,
      badge_icon: null,
      position: 0,
    });
    const blanks = { subtitle: "  ", plan_type: "", description: " " };
    expect(adminPlanFormSchema.parse({ ...plan, ...blanks })).toMatchObject({
      subtitle: null,
      plan_type: null,
      description: "",
    });
    expect(
      adminPlanFormSchema.parse({
        ...plan,
        subtitle: " Save ",
        plan_type: " Basic ",
        badge_icon: " b ",
      }),
    ).toMatchObject({ subtitle: "Save", plan_type: "Basic", badge_icon: "b" });
  });

  it("prices from ₹1 to the most, in whole paise", () => {
    for (const price of [1, 499.99, 0.1 + 0.2 + 9.7, PLAN_PRICE_MAX_RUPEES]) {
      expect(adminPlanFormSchema.parse({ ...plan, price }).price).toBe(price);
    }
    expect(planErrors({ price: 0.99 })).toEqual({ price: ["Price must be at least ₹1."] });
    expect(planErrors({ price: PLAN_PRICE_MAX_RUPEES + 1 })).toEqual({
      price: [`Price must be at most ₹${PLAN_PRICE_MAX_RUPEES}.`],
    });
    expect(planErrors({ price: 499.999 })).toEqual({
      price: ["Price can have at most two decimals (whole paise)."],
    });
    expect(planErrors({ price: "499" })).toEqual({ price: ["Price must be a number of rupees."] });
  });

  it("keeps money in paise, rounded to the nearest", () => {
    expect(rupeesToPaise(499.99)).toBe(49_999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(PLAN_PRICE_MAX_RUPEES)).toBe(PLAN_PRICE_MAX_RUPEES * PAISE_PER_RUPEE);
  });

  it("takes enquiries, days and order within their ranges", () => {
    const highest = { enquiries: 10_000, tenure_days: 3_650, position: DB_INT_MAX.smallint };
    expect(adminPlanFormSchema.parse({ ...plan, ...highest })).toMatchObject(highest);
    const lowest = { enquiries: 0, tenure_days: 0, position: 0 };
    expect(adminPlanFormSchema.parse({ ...plan, ...lowest })).toMatchObject(lowest);
    expect(planErrors({ enquiries: 10_001, tenure_days: 3_651, position: -1 })).toEqual({
      enquiries: ["Enquiries must be a whole number from 0 to 10000."],
      tenure_days: ["Days must be a whole number from 0 to 3650."],
      position: [`Order must be a whole number from 0 to ${DB_INT_MAX.smallint}.`],
    });
    expect(planErrors({ active: "yes" })).toEqual({ active: ["Active must be true or false."] });
  });

  it("names each text past its length, and the missing ones", () => {
    expect(refusals(adminPlanFormSchema, { ...plan, name: " ", title: undefined })).toEqual({
      name: ["Name is required."],
      title: ["Title is required."],
    });
    expect(
      planErrors({
        name: "n".repeat(61),
        title: "t".repeat(PLAN_TEXT_MAX_LENGTH + 1),
        subtitle: "s".repeat(PLAN_TEXT_MAX_LENGTH + 1),
        description: "d".repeat(PLAN_DESCRIPTION_MAX_LENGTH + 1),
        plan_type: "p".repeat(41),
        badge_icon: "b".repeat(201),
      }),
    ).toMatchObject({
      name: [accountMessages.textTooLong("Name", 60)],
      title: [accountMessages.textTooLong("Title", PLAN_TEXT_MAX_LENGTH)],
      subtitle: [`Subtitle must be at most ${PLAN_TEXT_MAX_LENGTH} characters.`],
      description: [`Description must be at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters.`],
      plan_type: ["Plan type must be at most 40 characters."],
    });
    const longest = {
      name: "n".repeat(60),
      title: "t".repeat(PLAN_TEXT_MAX_LENGTH),
      subtitle: "s".repeat(PLAN_TEXT_MAX_LENGTH),
      description: "d".repeat(PLAN_DESCRIPTION_MAX_LENGTH),
      plan_type: "p".repeat(40),
      badge_icon: "b".repeat(200),
    };
    expect(adminPlanFormSchema.parse({ ...plan, ...longest })).toMatchObject(longest);
    expect(planErrors({ subtitle: 4, description: 5 })).toEqual({
      subtitle: ["Subtitle must be text."],
      description: ["Description must be text."],
    });
    expect(planErrors({ subtitle: "a\nb", plan_type: "a\tb" })).toEqual({
      subtitle: [fieldMessages.controlCharacters],
      plan_type: [fieldMessages.controlCharacters],
    });
    expect(planErrors({ subtitle: "a\u0000b" })).toEqual({
      subtitle: [fieldMessages.controlCharacters],
    });
  });

  it("the plans' table sorts by each column, by place unless told", () => {
    expect(adminPlansQuerySchema.parse({}).sort).toBe("position");
    for (const sort of ADMIN_PLAN_SORTS) {
      expect(adminPlansQuerySchema.parse({ sort }).sort).toBe(sort);
    }
  });
});

describe("the site's settings", () => {
  const settings = {
    whatsapp_number: "9876543210",
    address: "Kochi\nKerala",
    email: "hello@sahayi.in",
  };

  it("take https links or none, and the contact details", () => {
    expect(adminSettingsFormSchema.parse(settings)).toEqual({
      ...settings,
      fb_link: null,
      insta_link: null,
      x_link: null,
    });
    const links = {
      fb_link: " https://www.facebook.com/sahayi ",
      insta_link: "",
      x_link: "https://x.com/sahayi",
    };
    expect(adminSettingsFormSchema.parse({ ...settings, ...links })).toMatchObject({
      fb_link: "https://www.facebook.com/sahayi",
      insta_link: null,
      x_link: "https://x.com/sahayi",
    });
  });

  it("refuse other addresses, long links and a wrong phone or e-mail", () => {
    for (const link of [
      "http://x.com/a",
      "https://x",
      "javascript:alert(1)",
      "https://a b.com/",
      "see https://x.com/a",
      "https://x.com/a b",
    ]) {
      expect(refusals(adminSettingsFormSchema, { ...settings, fb_link: link })).toEqual({
        fb_link: ["Facebook link must be an https:// address."],
      });
    }
    expect(
      refusals(adminSettingsFormSchema, {
        ...settings,
        insta_link: `https://a.in/${"a".repeat(300)}`,
        x_link: 3,
      }),
    ).toEqual({
      insta_link: ["Instagram link must be at most 300 characters."],
      x_link: ["X link must be text."],
    });
    expect(
      refusals(adminSettingsFormSchema, { whatsapp_number: "98", address: "", email: "a@b" }),
    ).toEqual({
      whatsapp_number: [fieldMessages.whatsappExact],
      address: [fieldMessages.addressRequired],
      email: [fieldMessages.emailInvalid],
    });
  });
});

describe("the reference lists", () => {
  it("are named and titled, each list its own", () => {
    expect(referenceListNames.map((list) => referenceListTitles[list])).toEqual([
      "Districts",
      "Constituencies",
      "Castes",
      "Shifts",
      "Languages",
    ]);
    for (const list of referenceListNames) {
      expect(referenceItemParamsSchema.parse({ list, id: "2" })).toEqual({ list, id: 2 });
    }
    expect(refusals(referenceListParamsSchema, { list: "users" })).toEqual({
      list: [`List must be one of ${referenceListNames.join(", ")}.`],
    });
  });

  it("an entry has a name; a constituency its district and number", () => {
    expect(
      referenceItemFormSchema.parse({ name: " Aluva ", district_id: "7", number: "75" }),
    ).toEqual({ name: "Aluva", name_ml: null, district_id: 7, number: 75 });
    const full = "n".repeat(REFERENCE_NAME_MAX_LENGTH);
    expect(referenceItemFormSchema.parse({ name: full })).toEqual({ name: full, name_ml: null });
    expect(
      refusals(referenceItemFormSchema, {
        name: "n".repeat(REFERENCE_NAME_MAX_LENGTH + 1),
        district_id: "0",
        number: DB_INT_MAX.smallint + 1,
      }),
    ).toEqual({
      name: [accountMessages.textTooLong("Name", REFERENCE_NAME_MAX_LENGTH)],
      district_id: ["District must be an id from the list."],
      number: ["Number must be a whole number from 1."],
    });
    expect(referenceItemFormSchema.parse({ name: "x", number: DB_INT_MAX.smallint }).number).toBe(
      DB_INT_MAX.smallint,
    );
  });
});

describe("categories and banners", () => {
  const key = "A1b2C3d4E5f6G7h8I9j0";

  it("a category has a colour, two uploaded pictures and a place", () => {
    const category = { name: " Cooking ", color: " #cc88AA ", image: key, banner_image: key };
    expect(adminCategoryFormSchema.parse(category)).toEqual({
      name: "Cooking",
      name_ml: null,
      color: "#cc88AA",
      image: key,
      banner_image: key,
      position: 0,
    });
    expect(
      refusals(adminCategoryFormSchema, {
        name: "n".repeat(CATEGORY_NAME_MAX_LENGTH + 1),
        color: "#cc88a",
        image: `${key}0`,
        banner_image: key.slice(1),
      }),
    ).toEqual({
      name: [accountMessages.textTooLong("Name", CATEGORY_NAME_MAX_LENGTH)],
      color: [adminMessages.colorInvalid],
      image: ["Card picture is required."],
      banner_image: ["Banner picture is required."],
    });
    for (const color of ["cc88aa", "#cc88aa0", "x#cc88aa", "#gg88aa"]) {
      expect(refusals(adminCategoryFormSchema, { ...category, color })).toEqual({
        color: [adminMessages.colorInvalid],
      });
    }
  });

  it("a banner links to a path of this site or an https address, never elsewhere", () => {
    const banner = { kind: "main", desktop_image: key, url: "/subscriptions", active: true };
    expect(adminBannerFormSchema.parse(banner)).toEqual({
      ...banner,
      mobile_image: null,
      title: null,
      subtitle: null,
      button_label: null,
      position: 0,
    });
    for (const url of ["/", "/search?location=1", "https://sahayi.in/plans", " /plans "]) {
      expect(adminBannerFormSchema.parse({ ...banner, url }).url).toBe(url.trim());
    }
    for (const url of [
      "//evil.example",
      "/\\evil.example",
      "http://a.in",
      "https://a",
      "plans",
      "/a b",
    ]) {
      expect(refusals(adminBannerFormSchema, { ...banner, url })).toEqual({
        url: [adminMessages.bannerLinkInvalid],
      });
    }
    expect(refusals(adminBannerFormSchema, { ...banner, url: `/${"a".repeat(300)}` })).toEqual({
      url: ["Link must be at most 300 characters."],
    });
  });

  it("a banner's words are optional and bounded, its kind main or home", () => {
    const banner = { kind: "home", desktop_image: key, url: "/", active: false };
    const words = { title: " Help ", subtitle: "", button_label: "Find" };
    expect(adminBannerFormSchema.parse({ ...banner, ...words })).toMatchObject({
      title: "Help",
      subtitle: null,
      button_label: "Find",
    });
    expect(
      refusals(adminBannerFormSchema, {
        ...banner,
        kind: "side",
        title: "t".repeat(121),
        subtitle: "s".repeat(201),
        button_label: "b".repeat(41),
        active: "no",
      }),
    ).toEqual({
      kind: ["Kind must be main or home."],
      title: ["Title must be at most 120 characters."],
      subtitle: ["Subtitle must be at most 200 characters."],
      button_label: ["Button label must be at most 40 characters."],
      active: ["Active must be true or false."],
    });
    const longest = {
      title: "t".repeat(120),
      subtitle: "s".repeat(200),
      button_label: "b".repeat(40),
    };
    expect(adminBannerFormSchema.parse({ ...banner, ...longest })).toMatchObject(longest);
    expect(refusals(adminBannerFormSchema, { ...banner, title: 1 })).toEqual({
      title: ["Title must be text."],
    });
  });
});

describe("each field's own message, for what a form would not send", () => {
  const key = "A1b2C3d4E5f6G7h8I9j0";
  const order = `Order must be a whole number from 0 to ${DB_INT_MAX.smallint}.`;

  it("the settings' address names itself past its length", () => {
    expect(
      refusals(adminSettingsFormSchema, {
        whatsapp_number: "9876543210",
        address: "a".repeat(ADDRESS_MAX_LENGTH + 1),
        email: "hello@sahayi.in",
      }),
    ).toEqual({ address: [accountMessages.textTooLong("Address", ADDRESS_MAX_LENGTH)] });
  });

  it("a reference entry and a category without a name", () => {
    expect(refusals(referenceItemFormSchema, { name: " " })).toEqual({
      name: ["Name is required."],
    });
    expect(
      refusals(adminCategoryFormSchema, { color: "#cc88aa", image: key, banner_image: key }),
    ).toEqual({ name: ["Name is required."] });
  });

  it("a category's colour, pictures and place that are not text or out of range", () => {
    expect(
      refusals(adminCategoryFormSchema, {
        name: "Cooking",
        color: 5,
        image: 5,
        banner_image: key,
        position: DB_INT_MAX.smallint + 1,
      }),
    ).toEqual({
      color: [adminMessages.colorInvalid],
      image: ["Card picture is required."],
      position: [order],
    });
  });

  it("a banner's link and pictures name themselves", () => {
    expect(
      refusals(adminBannerFormSchema, {
        kind: "main",
        desktop_image: "short",
        mobile_image: "short",
        url: 5,
        active: true,
      }),
    ).toEqual({
      desktop_image: ["Desktop picture is required."],
      mobile_image: ["Mobile picture is required."],
      url: [adminMessages.bannerLinkInvalid],
    });
  });
});
