import { birthDatesForAges, mediaUrl } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import type { CatalogReference } from "../../db/reference.ts";
import {
  formatLocation,
  type PublicHelperRow,
  toPublicMaid,
  toPublicMaids,
} from "./public-maids.ts";

/** Reference lists as the cache holds them, in display order. */
const reference: CatalogReference = {
  locale: "en",
  districts: new Map([
    [1, "Thiruvananthapuram"],
    [7, "Ernakulam"],
  ]),
  constituencies: new Map([
    [10, { name: "Kazhakoottam", nameMl: null, districtId: 1 }],
    [70, { name: "Ernakulam", nameMl: null, districtId: 7 }],
  ]),
  castes: new Map([[1, "Hindu"]]),
  shifts: new Map([
    [1, "Day"],
    [2, "Night"],
  ]),
  languages: new Map([
    [1, "Malayalam"],
    [3, "Tamil"],
  ]),
  // Display order is not id order.
  categories: new Map([
    [5, { name: "Cooking", color: "#aa0000" }],
    [2, { name: "Cleaning", color: "#00aa00" }],
    [9, { name: "Elder care", color: "#0000aa" }],
  ]),
};

const row: PublicHelperRow = {
  id: 41,
  publicId: "Ab3dE6gH9jK2",
  status: "approved",
  name: "Lakshmi",
  // Her 34th birthday is today.
  dateOfBirth: birthDatesForAges(34, 34).to,
  about: "Ten years with families in Kochi.",
  profileImage: "ProfileKey0123456789",
  mobileNumber: "9876543210",
  whatsappNumber: "9876543211",
  districtId: 1,
  constituencyId: 10,
  shiftId: 2,
  languageId: 3,
  gender: "female",
  experienceYears: 7,
  hiredCount: 3,
  updatedAt: new Date("2025-03-04T05:06:07.000Z"),
  confirmedOn: "2025-03-01",
  categoryIds: [9, 5],
  gallery: ["GalleryKey0123456789", "GalleryKey9876543210"],
  verification: [{ kind: "reference", count: 2, month: "2026-01" }],
};

describe("toPublicMaid", () => {
  it("hides a phone number a helper typed into the name or About, for every viewer", () => {
    const typed = {
      ...row,
      name: "Latha call 98470 11223",
      about: "WhatsApp +91 (98470) 11-223 or 98470/11223; 25 years, 2 children",
    };
    for (const purchased of [false, true]) {
      const maid = toPublicMaid(typed, reference, purchased);
      expect(maid.name).toBe("Latha call …");
      expect(maid.about).toBe("WhatsApp … or …; 25 years, 2 children");
    }
    expect(toPublicMaid({ ...row, about: null }, reference, false).about).toBeNull();
  });

  it("names the helper's places, shift, language and categories from the reference lists", () => {
    expect(toPublicMaid(row, reference, false)).toEqual({
      id: row.publicId,
      name: row.name,
      age: 34,
      location: "Kazhakoottam, Thiruvananthapuram",
      profile_picture: mediaUrl(row.profileImage),
      category: [
        { name: "Cooking", color: "#aa0000" },
        { name: "Elder care", color: "#0000aa" },
      ],
      shift: "Night",
      about: row.about,
      additional_images: row.gallery.map((key) => mediaUrl(key)),
      is_purchased: false,
      mobile_number: null,
      whatsapp_number: null,
      experience_years: 7,
      language: "Tamil",
      gender: "female",
      updated_at: "2025-03-04T05:06:07.000Z",
      verification: row.verification,
      verification_summary: "2 references Jan 2026",
      hired_count: 3,
      available: true,
      confirmed_on: "2025-03-01",
    });
  });

  it("says a helper is available while she is listed only", () => {
    for (const status of ["paused", "suspended", "pending"] as const) {
      expect(toPublicMaid({ ...row, status }, reference, true).available, status).toBe(false);
    }
  });

  it("shows the phone numbers to a buyer of the helper only", () => {
    expect(toPublicMaid(row, reference, true)).toMatchObject({
      is_purchased: true,
      mobile_number: row.mobileNumber,
      whatsapp_number: row.whatsappNumber,
    });
    const [bought, other] = toPublicMaids([row, { ...row, id: 42 }], reference, {
      purchasedHelperIds: new Set([row.id]),
    });
    expect([bought?.is_purchased, other?.is_purchased]).toEqual([true, false]);
    expect(toPublicMaids([row], reference)[0]?.mobile_number).toBeNull();
  });

  it("leaves out names the lists no longer have (a list changed within the cache period)", () => {
    const orphan = { ...row, districtId: 99, constituencyId: 999, shiftId: 99, categoryIds: [77] };
    expect(toPublicMaid(orphan, reference, false)).toMatchObject({
      location: "",
      shift: "",
      category: [],
    });
    expect(toPublicMaid({ ...row, constituencyId: 999 }, reference, false).location).toBe(
      "Thiruvananthapuram",
    );
    expect(toPublicMaid({ ...row, districtId: 99 }, reference, false).location).toBe(
      "Kazhakoottam",
    );
  });
});

describe("formatLocation", () => {
  it("reads constituency, district; a constituency named after its district appears once", () => {
    expect(formatLocation("Kazhakoottam", "Thiruvananthapuram")).toBe(
      "Kazhakoottam, Thiruvananthapuram",
    );
    expect(formatLocation("Ernakulam", "Ernakulam")).toBe("Ernakulam");
    expect(formatLocation("", "Ernakulam")).toBe("Ernakulam");
    expect(formatLocation("Kazhakoottam", "")).toBe("Kazhakoottam");
    expect(formatLocation("", "")).toBe("");
  });
});
