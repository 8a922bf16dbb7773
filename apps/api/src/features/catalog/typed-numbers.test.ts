import { describe, expect, it } from "vitest";
import { postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import { createHelper } from "../../seed/factories/helper.ts";

const ctx = useTestApp();

/** A phone number written so that a filter of ASCII digits would let it through. */
const SPELLINGS = {
  "full-width digits": "９８４７０１２３４５",
  "Malayalam digits": "൯൮൪൭൦൧൨൩൪൫",
  "a zero-width space inside": "98470\u200B12345",
  "a comma inside": "92000,00004",
};

describe("a phone number typed into a helper's name or About text", () => {
  it("is left out of the public answer, however it is spelled", async () => {
    for (const [spelling, number] of Object.entries(SPELLINGS)) {
      const helper = await createHelper(
        { db: ctx.db, storage: ctx.storage },
        { name: `Lakshmi ${number}`, about: `Call me on ${number} after six.` },
      );
      const answer = await postJson(ctx.app, "/api/user/maid-details", {
        maid_id: helper.publicId,
      });
      expect(answer.statusCode, spelling).toBe(200);
      expect(answer.json(), spelling).toMatchObject({
        name: "Lakshmi …",
        about: "Call me on … after six.",
      });
    }
  });
});
