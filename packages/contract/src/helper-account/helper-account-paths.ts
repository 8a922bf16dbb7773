import type { MessageResponse } from "../accounts.ts";
import type { Endpoint } from "../paths.ts";
import type {
  CookieMaidLoginResponse,
  MaidAccount,
  MaidLoginResponse,
  MaidMyData,
} from "./helper-account.ts";
import type { MaidListing } from "./helper-listing.ts";

/** A helper's own routes; her tokens work here only, a household's nowhere here. */
export const helperAccountPaths = {
  login: "/api/maid/login" as Endpoint<{ POST: MaidLoginResponse | CookieMaidLoginResponse }>,
  refreshToken: "/api/maid/refresh-token",
  logout: "/api/maid/logout",
  me: "/api/maid/me" as Endpoint<{ GET: MaidAccount }>,
  availability: "/api/maid/availability" as Endpoint<{ POST: MaidAccount }>,
  myData: "/api/maid/my-data" as Endpoint<{ GET: MaidMyData }>,
  deleteListing: "/api/maid/delete-listing" as Endpoint<{ POST: MessageResponse }>,
  /** Her SMS link's button (decision 045): no login, the link's signed code. */
  confirmAvailability: "/api/maid/confirm-availability" as Endpoint<{ POST: MessageResponse }>,
  /**
   * Development only (outside production, a stable interface for the browser tests, decision
   * 036): backdates a listed helper's confirmation and sends her the monthly ask now.
   */
  devAskAvailability: "/api/dev/ask-availability" as Endpoint<{ POST: MessageResponse }>,
  listing: "/api/maid/listing" as Endpoint<{ GET: MaidListing; PUT: MaidListing }>,
  listingPhoto: "/api/maid/listing/photo" as Endpoint<{ POST: MaidListing }>,
  listingGallery: "/api/maid/listing/gallery" as Endpoint<{ POST: MaidListing }>,
  listingGalleryImage: "/api/maid/listing/gallery/:key",
  listingGalleryImageOf: (key: string) =>
    `/api/maid/listing/gallery/${encodeURIComponent(key)}` as Endpoint<{ DELETE: MaidListing }>,
} as const;

/** The helper's web login keeps its refresh token in a cookie of its own (decision 044). */
export const helperRefreshCookieName = "sahayi_helper_refresh";
