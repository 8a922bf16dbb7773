import { registrationDataSchema, withTaxes } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { plans } from "../../db/schema.ts";
import locations from "../../seed/data/kerala-locations.json" with { type: "json" };

const ctx = useTestApp();

describe("GET /api/maid/registration", () => {
  it("lists Kerala's 14 districts in order and the form's other lists", async () => {
    const response = await ctx.app.inject({ url: "/api/maid/registration" });
    expect(response.statusCode).toBe(200);
    const data = registrationDataSchema.parse(response.json());
    expect(data.location.map((d) => d.name)).toEqual(locations.districts.map((d) => d.name));
    expect(data.caste.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Hindu", "Muslim", "Christian"]),
    );
    expect(data.shift.length).toBeGreaterThanOrEqual(3);
    expect(data.language.map((l) => l.name)).toContain("Malayalam");
    expect(data.categories.length).toBeGreaterThanOrEqual(6);
  });

  it("prices the registration fee from the plan, taxes rounded to the paisa", async () => {
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
    const taxed = withTaxes(plan!.pricePaise);
    const { maid_registration_plan: fee } = (
      await ctx.app.inject({ url: "/api/maid/registration" })
    ).json();
    expect(fee).toEqual({
      amount: taxed.amountPaise / 100,
      cgst: taxed.cgstPaise / 100,
      sgst: taxed.sgstPaise / 100,
      total_amount: taxed.totalPaise / 100,
    });
    expect(fee.total_amount).toBeCloseTo(fee.amount * 1.18, 1);
  });
});
