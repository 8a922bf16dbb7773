import { paymentStatuses } from "@sahayi/contract/admin/users";
import { describe, expect, it } from "vitest";
import { paymentFor, paymentStatusNames } from "./payment-text.ts";

describe("payment texts", () => {
  it("name every status apart, an unpaid order as Pending", () => {
    const names = paymentStatuses.map((status) => paymentStatusNames[status]);
    expect(new Set(names).size).toBe(paymentStatuses.length);
    expect(paymentStatusNames.created).toBe("Pending");
  });

  it("say whether a payment bought a plan or a helper's registration", () => {
    expect(paymentFor({ plan: "Gold", kind: "subscription" })).toBe("Gold (plan)");
    expect(paymentFor({ plan: "Registration fee", kind: "maid_registration" })).toBe(
      "Registration fee (registration)",
    );
  });
});
