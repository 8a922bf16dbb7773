import type { MessageResponse } from "../accounts.ts";
import type { Endpoint } from "../paths.ts";
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
  myData: "/api/user/my-data" as Endpoint<{ GET: MyData }>,
  deleteAccount: "/api/user/delete-account" as Endpoint<{ POST: MessageResponse }>,
  consent: "/api/user/privacy-consent" as Endpoint<{ GET: ConsentState; POST: ConsentResponse }>,
  adminDeleteUser: "/api/admin/users/:id/delete",
  adminDeleteUserOf: (id: number) =>
    `/api/admin/users/${id}/delete` as Endpoint<{ POST: MessageResponse }>,
} as const;

/** The file name the profile's download gets. */
export const MY_DATA_FILE_NAME = "sahayi-my-data.json";
