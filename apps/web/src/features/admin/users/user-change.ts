import type { AdminExtend, AdminGrant, AdminReason } from "@sahayi/contract";
import { adminUsersPaths } from "@sahayi/contract/admin/users";

/** A change the console makes to a user, with the form's body it sends. */
export type UserChange =
  | { action: "grant-enquiries"; body: AdminGrant }
  | { action: "disable" | "enable"; body: AdminReason }
  | { action: "extend"; subscriptionId: number; body: AdminExtend };

/** Where a change is sent: an extension to its subscription, anything else to the user. */
export const userChangePath = (userId: number, change: UserChange) =>
  change.action === "extend"
    ? adminUsersPaths.subscriptionExtendOf(change.subscriptionId)
    : adminUsersPaths.userAction(userId, change.action);
