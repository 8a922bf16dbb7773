import type { z } from "zod";
import type { Maid } from "../../src/catalog/catalog.ts";

/** Every message of a refused value, by field (`a.0` for an array's first item). */
export function refusals(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const key = issue.path.join(".");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** The first message per field, as a form shows it. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(refusals(schema, input)).map(([field, [first]]) => [field, first as string]),
  );
}

/** A listed helper as the API answers her, every field filled. */
export const maid: Maid = {
  id: "Ab3dE6gH9jK2",
  name: "Lakshmi",
  age: 34,
  location: "Kazhakoottam, Thiruvananthapuram",
  profile_picture: "/media/k/full.webp",
  category: [{ name: "Cooking", color: "#cc8844" }],
  shift: "Day",
  about: null,
  additional_images: ["/media/g/full.webp"],
  is_purchased: true,
  mobile_number: "9876543210",
  whatsapp_number: "9876543211",
  experience_years: 7,
  language: "Malayalam",
  gender: "female",
  updated_at: "2025-03-04T05:06:07.000Z",
  verification: [{ kind: "id_document", count: 1, month: "2026-03" }],
  verification_summary: "ID checked Mar 2026",
  hired_count: 2,
  available: true,
  confirmed_on: "2026-02-10",
};
