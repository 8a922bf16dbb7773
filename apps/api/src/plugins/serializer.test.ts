import { maidSchema } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serializerCompiler } from "./serializer.ts";

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: "GET", url: "/test", httpStatus: "200" });

describe("serializerCompiler", () => {
  it("writes only the properties the schema names", () => {
    const serialize = compile(z.object({ name: z.string(), phone: z.string().nullable() }));
    const json = serialize({ name: "Asha", phone: null, password_hash: "secret" });
    expect(JSON.parse(json)).toEqual({ name: "Asha", phone: null });
  });

  it("writes a maid exactly as JSON.stringify would, nested lists included", () => {
    const maid = {
      id: "Ab3dEf9hIj12",
      name: "Asha Nair",
      age: 34,
      location: "Kazhakoottam, Thiruvananthapuram",
      profile_picture: "/media/abc/full.webp",
      category: [{ name: "Home Nurse", color: "#aa3300" }],
      shift: "Day",
      about: null,
      additional_images: ["/media/def/full.webp"],
      is_purchased: false,
      mobile_number: null,
      whatsapp_number: null,
      experience_years: 7,
      language: "Malayalam",
      gender: "female",
      updated_at: "2025-03-04T05:06:07.000Z",
      verification: [
        { kind: "id_document", count: 1, month: "2026-03" },
        { kind: "reference", count: 2, month: "2026-01" },
      ],
      verification_summary: "ID checked Mar 2026 · 2 references Jan 2026",
      hired_count: 3,
      available: true,
      confirmed_on: "2026-11-20",
    };
    expect(JSON.parse(compile(maidSchema)(maid))).toEqual(maid);
  });

  it("falls back to the zod serializer for a schema JSON Schema cannot express", () => {
    const serialize = compile(z.object({ when: z.date() }));
    expect(serialize({ when: new Date("2026-01-02T03:04:05Z") })).toContain("2026-01-02");
  });
});
