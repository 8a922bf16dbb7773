import { maidSchema } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { postJson } from "./test-app.ts";

/** A request's Accept-Language asking for Malayalam. */
export const MALAYALAM = { "accept-language": "ml" };

/** A helper's public page as `POST /api/user/maid-details` answers it, in the language asked. */
export async function maidDetails(
  app: FastifyInstance,
  publicId: string,
  headers: Record<string, string> = {},
) {
  const answer = await postJson(app, "/api/user/maid-details", { maid_id: publicId }, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return { maid: maidSchema.parse(answer.json()), vary: String(answer.headers.vary) };
}
