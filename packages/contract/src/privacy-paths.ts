import type { MessageResponse } from "./accounts.ts";
import { endpoint } from "./endpoint.ts";
import type { ConsentResponse, ConsentState, MyData } from "./privacy.ts";

/**
 * What the web app's first download needs of the privacy rights (docs/decisions/025), kept
 * without zod: the policy's version, the addresses, and the download's file name.
 */

/**
 * The privacy policy's version: the date of its last change that people must agree to again.
 * Change it with the policy page; everyone who agreed to an older one is asked once more
 * after their next login.
 */
export const PRIVACY_POLICY_VERSION = "2026-11-26";

export const privacyPaths = {
  myData: endpoint<{ GET: MyData }>("/api/user/my-data"),
  deleteAccount: endpoint<{ POST: MessageResponse }>("/api/user/delete-account"),
  consent: endpoint<{ GET: ConsentState; POST: ConsentResponse }>("/api/user/privacy-consent"),
  adminDeleteUser: "/api/admin/users/:id/delete",
  adminDeleteUserOf: (id: number) =>
    endpoint<{ POST: MessageResponse }>(`/api/admin/users/${id}/delete`),
} as const;

/** The file name the profile's download gets. */
export const MY_DATA_FILE_NAME = "sahayi-my-data.json";
