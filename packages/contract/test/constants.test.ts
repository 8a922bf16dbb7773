import { describe, expect, it } from "vitest";
import { experienceValue } from "../src/catalog/search-params.ts";
import * as constants from "../src/constants.ts";
import {
  AGE_BUCKETS,
  BANNER_AUTOPLAY_MS,
  CATEGORY_EXPERIENCE_OPTIONS,
  CGST_RATE,
  CURRENCY,
  DEFAULT_PLAN_SUBTITLE,
  DEFAULT_PLAN_TYPE,
  EXPERIENCE_BUCKETS,
  EXPIRED_BANNER_RESHOW_MS,
  FILE_PICKER_CANCEL_CHECK_MS,
  GENDER_FILTER_OPTIONS,
  GENDERS,
  genderOnRecord,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_IMAGE_MAX_BYTES,
  MESSAGE_MIN_LENGTH,
  MINIMUM_AGE,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  PAISE_PER_RUPEE,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PHONE_PREFIX,
  PINCODE_DIGITS,
  PLANS_PER_CAROUSEL_VIEW,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  QUERY_CACHE_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
  registrationGender,
  SEARCH_EXPERIENCE_OPTIONS,
  SGST_RATE,
  SOCIAL_FALLBACKS,
  TOAST_DURATION_MS,
  TOASTS_VISIBLE,
} from "../src/constants.ts";

/**
 * Product §9 states these numbers; a change to one is a change of the product, so each is pinned
 * here against the spec's own figure.
 */
describe("business constants of product §9", () => {
  it("one-time codes: 4 digits, resend after 60 s; our own rules: valid 5 minutes, 5 tries", () => {
    expect(OTP_LENGTH).toBe(4);
    expect(OTP_RESEND_SECONDS).toBe(60);
    expect(OTP_TTL_SECONDS).toBe(300);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });

  it("phone 10 digits with +91, pincode 6, password at least 8, message at least 10", () => {
    expect(PHONE_DIGITS).toBe(10);
    expect(PHONE_PREFIX).toBe("+91");
    expect(PINCODE_DIGITS).toBe(6);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(MESSAGE_MIN_LENGTH).toBe(10);
  });

  it("a profile photo is at most 2 MB, a helper's photo at most 2,000,000 bytes, up to 5 more", () => {
    // The spec names the two limits differently: "2 MB" (binary megabytes) for a user's
    // photo, "2,000,000 bytes" for a helper's.
    expect(PROFILE_PHOTO_MAX_BYTES).toBe(2_097_152);
    expect(MAID_IMAGE_MAX_BYTES).toBe(2_000_000);
    expect(MAID_ADDITIONAL_IMAGES_MAX).toBe(5);
    expect(PROFILE_PHOTO_TYPES).toEqual(["image/jpeg", "image/png", "image/gif"]);
    expect(MINIMUM_AGE).toBe(18);
  });

  it("CGST and SGST 9 % each, in rupees (INR) of 100 paise", () => {
    expect(CGST_RATE).toBe(0.09);
    expect(SGST_RATE).toBe(0.09);
    expect(CURRENCY).toBe("INR");
    expect(PAISE_PER_RUPEE).toBe(100);
  });

  it("timings of the screens", () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    expect(PLANS_PER_CAROUSEL_VIEW).toBe(3);
    expect(EXPIRED_BANNER_RESHOW_MS).toBe(5000);
    expect(FILE_PICKER_CANCEL_CHECK_MS).toBe(300);
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOASTS_VISIBLE).toBe(3);
    expect(QUERY_RETRIES).toBe(3);
    expect(QUERY_RETRY_BASE_MS).toBe(1000);
    expect(QUERY_RETRY_MAX_MS).toBe(30_000);
    expect(QUERY_CACHE_MS).toBe(300_000);
  });

  it("the default texts of a plan card", () => {
    expect(DEFAULT_PLAN_SUBTITLE).toBe("Save up to 10% compared to one-time bookings.");
    expect(DEFAULT_PLAN_TYPE).toBe("Basic Plan");
  });

  it("social links fall back to the generic sites", () => {
    expect(Object.values(SOCIAL_FALLBACKS).map((url) => new URL(url).hostname)).toEqual([
      "www.facebook.com",
      "www.instagram.com",
      "x.com",
    ]);
  });

  it("genders: one list, Female, Male and Other to register, the same in lower case to filter by", () => {
    expect(GENDERS).toEqual(["Female", "Male", "Other"]);
    expect(GENDER_FILTER_OPTIONS).toEqual(["female", "male", "other"]);
    for (const gender of GENDERS) {
      expect(registrationGender(genderOnRecord(gender))).toBe(gender);
    }
  });
});

describe("filter buckets", () => {
  /** "20-30" → 20 and 30, the label's own bounds. */
  const bounds = (label: string) => label.split("-").map(Number) as [number, number];

  it("age buckets are the spec's labels, inclusive, without overlap, the last closed at 60", () => {
    const labels = Object.keys(AGE_BUCKETS);
    expect(labels).toEqual(["20-30", "30-40", "40-50", "50-60"]);
    for (const [i, label] of labels.entries()) {
      const [low, high] = bounds(label);
      const last = i === labels.length - 1;
      expect(AGE_BUCKETS[label as keyof typeof AGE_BUCKETS]).toEqual({
        min: low,
        max: last ? high : high - 1,
      });
    }
  });

  it("experience buckets are whole years as labelled; 6-10 only on the category page", () => {
    for (const [label, bucket] of Object.entries(EXPERIENCE_BUCKETS)) {
      const [min, max] = bounds(label);
      expect(bucket).toEqual({ min, max });
    }
    expect(SEARCH_EXPERIENCE_OPTIONS.map(experienceValue)).toEqual(["1-2", "3-5"]);
    expect(CATEGORY_EXPERIENCE_OPTIONS.map(experienceValue)).toEqual(
      Object.keys(EXPERIENCE_BUCKETS),
    );
  });
});

/**
 * The limits of our own (the README's settings table and the decision records give their
 * reasons). Each is a promise to people or a guard against abuse; changing one is a decision,
 * not a side effect, so each is pinned.
 */
describe("our own limits", () => {
  it("one-time codes, sessions and logins", () => {
    expect(constants).toMatchObject({
      OTP_REQUESTS_PER_PHONE_PER_HOUR: 5,
      OTP_REQUESTS_PER_ADDRESS_PER_HOUR: 20,
      OTP_TRIES_PER_PHONE_PER_DAY: 15,
      VERIFICATION_TOKEN_TTL_SECONDS: 30 * 60,
      ACCESS_TOKEN_TTL_SECONDS: 15 * 60,
      REFRESH_TOKEN_TTL_SECONDS: 30 * 24 * 60 * 60,
      LOGIN_FAILURES_PER_PHONE: 10,
      LOGIN_FAILURES_PER_ADDRESS: 50,
      LOGIN_WINDOW_SECONDS: 15 * 60,
    });
  });

  it("lengths, sizes and counts of what people type and upload", () => {
    expect(constants).toMatchObject({
      NAME_MAX_LENGTH: 100,
      EMAIL_MAX_LENGTH: 254,
      ADDRESS_MAX_LENGTH: 500,
      PASSWORD_MAX_LENGTH: 128,
      MESSAGE_MAX_LENGTH: 5000,
      CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: 5,
      CONTACT_HONEYPOT_FIELD: "website",
      MAXIMUM_AGE: 100,
      MAXIMUM_EXPERIENCE_YEARS: 80,
      HELPER_ABOUT_MAX_LENGTH: 2000,
      MAID_CATEGORIES_MAX: 20,
      MAID_IMAGE_MIN_BYTES: 512,
      MAID_IMAGE_TYPES: ["image/jpeg", "image/png", "image/gif", "image/webp"],
      MAID_PHOTO_FIELD: "profile_picture",
      MAID_GALLERY_FIELD: "additional_images",
      SEARCH_PAGE_SIZE_DEFAULT: 20,
      SEARCH_PAGE_SIZE_MAX: 100,
      HOME_MAIDS_COUNT: 8,
    });
  });

  it("payments, invoices and the sandbox", () => {
    expect(constants).toMatchObject({
      PAYMENT_PROVIDERS: ["sandbox", "razorpay"],
      PAYMENT_PURPOSES: ["plan", "maid_registration"],
      SANDBOX_OUTCOMES: ["success", "failure"],
      INVOICE_SAC_CODES: { plan: "998431", maid_registration: "998599" },
      INVOICE_PREFIX: "SAH",
      KERALA_STATE_CODE: "32",
    });
  });

  it("the contact reveal and its reports", () => {
    expect(constants).toMatchObject({
      REVEALS_PER_ACCOUNT_PER_HOUR: 30,
      CONTACT_REPORT_REASONS: ["not_reachable", "already_working", "wrong_number"],
      CONTACT_REPORT_REASON_LABELS: {
        not_reachable: "Not reachable",
        already_working: "Already working elsewhere",
        wrong_number: "Wrong number",
      },
      CONTACT_REPORT_STATUSES: ["pending", "accepted", "declined"],
      CONTACT_REPORT_WINDOW_DAYS: 7,
      CONTACT_REPORT_NOTE_MAX_LENGTH: 500,
      CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH: 160,
      DELIST_ACCEPTED_REPORTS: 3,
      DELIST_WINDOW_DAYS: 30,
    });
  });
});
