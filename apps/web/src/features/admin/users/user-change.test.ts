import { adminUsersPaths } from "@sahayi/contract/admin/users";
import { describe, expect, it } from "vitest";
import { userChangePath } from "./user-change.ts";

/** A route's pattern with its id filled in, as the API registers it. */
const at = (pattern: string, id: number) => pattern.replace(":id", String(id));

describe("userChangePath", () => {
  it("sends a grant, a disable and an enable to the user's own address", () => {
    const reason = { reason: "Asked by phone" };
    expect(
      userChangePath(12, {
        action: "grant-enquiries",
        body: { enquiries: 2, days: 30, ...reason },
      }),
    ).toBe(at(adminUsersPaths.userGrant, 12));
    expect(userChangePath(12, { action: "disable", body: reason })).toBe(
      at(adminUsersPaths.userDisable, 12),
    );
    expect(userChangePath(12, { action: "enable", body: reason })).toBe(
      at(adminUsersPaths.userEnable, 12),
    );
  });

  it("sends an extension to the subscription, not the user", () => {
    const change = {
      action: "extend" as const,
      subscriptionId: 40,
      body: { days: 7, reason: "Outage" },
    };
    expect(userChangePath(12, change)).toBe(at(adminUsersPaths.subscriptionExtend, 40));
  });
});
