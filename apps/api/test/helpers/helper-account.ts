import { helperAccountPaths, type MaidLoginResponse } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../src/db/client.ts";
import { helpers } from "../../src/db/schema.ts";
import type { ImageStorage } from "../../src/lib/storage/storage.ts";
import { type CreatedHelper, createHelpers } from "../../src/seed/factories/helper.ts";
import { uniqueCaller, verifiedToken } from "./accounts.ts";

type Status = CreatedHelper["status"];

export interface SignedInHelper {
  helper: CreatedHelper;
  phone: string;
  address: string;
  headers: { authorization: string };
  login: MaidLoginResponse;
}

let seed = 12_000;

/** A helper of `status` whose phone is one no other test uses, so its codes are its own. */
export async function helperWithPhone(
  ctx: { db: Db; storage: ImageStorage },
  status: Status = "approved",
  images: "unique" | "pool" = "pool",
) {
  const [helper] = await createHelpers(ctx, { count: 1, seed: seed++, status, images });
  const { phone, address } = uniqueCaller();
  await ctx.db.update(helpers).set({ mobileNumber: phone }).where(eq(helpers.id, helper!.id));
  return { helper: helper!, phone, address };
}

export const maidLogin = (app: FastifyInstance, body: object, address = "10.250.0.1") =>
  app.inject({
    method: "POST",
    url: helperAccountPaths.login,
    payload: body,
    remoteAddress: address,
  });

/** A helper signed in with a `maid_login` code, as the web app does without its cookie. */
export async function signedInHelper(
  ctx: { app: FastifyInstance; db: Db; storage: ImageStorage },
  status: Status = "approved",
  images: "unique" | "pool" = "pool",
): Promise<SignedInHelper> {
  const { helper, phone, address } = await helperWithPhone(ctx, status, images);
  const token = await verifiedToken(ctx.app, { phone, address }, "maid_login");
  const answer = await maidLogin(
    ctx.app,
    { mobile_number: phone, verification_token: token },
    address,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const login = answer.json<MaidLoginResponse>();
  return {
    helper,
    phone,
    address,
    headers: { authorization: `Bearer ${login.access_token}` },
    login,
  };
}
