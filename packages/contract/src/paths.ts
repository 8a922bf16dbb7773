import type {
  CookieLoginResponse,
  DevSmsResponse,
  LoginResponse,
  MessageResponse,
  ProfileDetails,
  ProfileUpdateResponse,
  RequestOtpResponse,
  VerifyOtpResponse,
} from "./accounts.ts";
import type { CategoryDetailsResponse, Maid, SubLocationResponse } from "./catalog/catalog.ts";
import type { SearchMaidsResponse, SearchWideningsResponse } from "./catalog/search.ts";
import type {
  AdminContactReportsResponse,
  ContactOutcomeResponse,
  ContactReport,
  ContactReportDecisionResponse,
  PurchasedMaidsResponse,
  PurchaseMaidResponse,
} from "./contacts/contacts.ts";
import type { ContactResponse, ContentPage, Homepage } from "./content.ts";
import type { MaidRegistrationResponse, RegistrationData } from "./maid-registration.ts";
import type { PaymentOrder, SandboxCompleteResponse, VerifyPaymentResponse } from "./payments.ts";
import type { PricingPlan } from "./plans.ts";

/** What each method answers at one address: the types the response schemas infer. */
export interface Answers {
  GET?: unknown;
  POST?: unknown;
  PUT?: unknown;
  DELETE?: unknown;
}

declare const answersOf: unique symbol;

/**
 * An API address that carries, in its type only, what each method answers there: the web
 * app's client reads every answer's type from it instead of casting, and refuses a plain
 * string. At run time it is the plain path, so the API registers its routes with it, and
 * declaring one (`"/api/…" as Endpoint<…>`) costs the first download nothing.
 */
export type Endpoint<A extends Answers> = string & { readonly [answersOf]: A };

/**
 * The API's addresses, in a module without zod so the first page can import them without the
 * schemas (decision 009).
 */
export const accountsPaths = {
  requestOtp: "/api/maid/request-otp" as Endpoint<{ POST: RequestOtpResponse }>,
  verifyOtp: "/api/maid/verify-otp" as Endpoint<{ POST: VerifyOtpResponse }>,
  signUp: "/api/user/registration" as Endpoint<{ POST: MessageResponse }>,
  login: "/api/user/login" as Endpoint<{ POST: LoginResponse | CookieLoginResponse }>,
  refreshToken: "/api/user/refresh-token",
  logout: "/api/user/logout" as Endpoint<{ POST: MessageResponse }>,
  resetPassword: "/api/maid/reset-password" as Endpoint<{ POST: MessageResponse }>,
  profileDetails: "/api/user/profile-details" as Endpoint<{ GET: ProfileDetails }>,
  profileEdit: "/api/user/profile-edit" as Endpoint<{ PUT: ProfileUpdateResponse }>,
  devSms: "/api/dev/sms" as Endpoint<{ GET: DevSmsResponse }>,
} as const;

/**
 * The web app sends `header: "1"` to login, refresh-token and logout: its refresh token then
 * lives in an HttpOnly cookie called `name`, sent to those two paths only, and never appears
 * in an answer's body (decision 024). Other clients keep sending it in the body.
 */
export const refreshCookie = { header: "x-session-cookie", name: "sahayi_refresh" } as const;

/** The content feature's addresses (product §7 contact-form; the policy pages by slug). */
export const contentPaths = {
  homepage: "/api/user/homepage" as Endpoint<{ GET: Homepage }>,
  contactForm: "/api/user/contact-form" as Endpoint<{ POST: ContactResponse }>,
  contentPage: "/api/content/:slug",
  contentPageOf: (slug: string) =>
    `/api/content/${encodeURIComponent(slug)}` as Endpoint<{ GET: ContentPage }>,
} as const;

/**
 * Plans and payments. `planDetails` answers POST { id } as product §7 says, and GET
 * `planDetails/{id}` too; `verify`, `sandboxComplete` and `webhook` are stable interfaces
 * (decision 036). `devExpireSubscriptions` exists only with PAYMENT_PROVIDER=sandbox outside
 * production (the Playwright suite's way to an expired plan).
 */
export const paymentsPaths = {
  plans: "/api/user/maid-subscription-plan" as Endpoint<{ GET: PricingPlan[] }>,
  planDetails: "/api/user/maid-subscription-plan" as Endpoint<{ POST: PricingPlan }>,
  purchasePlan: "/api/user/purchase-plan" as Endpoint<{ POST: PaymentOrder }>,
  verify: "/api/payment/verify" as Endpoint<{ POST: VerifyPaymentResponse }>,
  webhook: "/api/payment/webhook",
  sandboxComplete: "/api/payment/sandbox/complete" as Endpoint<{ POST: SandboxCompleteResponse }>,
  invoiceRoute: "/api/user/invoice/:id",
  invoice: (paymentId: number) => `/api/user/invoice/${paymentId}`,
  devExpireSubscriptions: "/api/dev/expire-subscriptions",
} as const;

/** Helper registration (product §7): the form's lists and fee (GET) and the form itself (POST). */
export const maidRegistrationPaths = {
  registration: "/api/maid/registration" as Endpoint<{
    GET: RegistrationData;
    POST: MaidRegistrationResponse;
  }>,
  /** The form's address as product §7 writes it, with a trailing slash; the API takes both. */
  registrationForm: "/api/maid/registration/" as Endpoint<{ POST: MaidRegistrationResponse }>,
} as const;

/** The contact reveal: buying a helper's numbers, the purchased list, reports, outcomes. */
export const contactsPaths = {
  purchaseMaid: "/api/user/purchase-maid" as Endpoint<{ POST: PurchaseMaidResponse }>,
  purchasedMaids: "/api/user/purchased-maids" as Endpoint<{ GET: PurchasedMaidsResponse }>,
  contactReport: "/api/user/contact-report" as Endpoint<{ POST: ContactReport }>,
  contactOutcome: "/api/user/contact-outcome" as Endpoint<{ POST: ContactOutcomeResponse }>,
  adminContactReports: "/api/admin/contact-reports" as Endpoint<{
    GET: AdminContactReportsResponse;
  }>,
  adminContactReportDecision: "/api/admin/contact-reports/:id/decision",
  adminContactReportDecisionOf: (id: number) =>
    `/api/admin/contact-reports/${id}/decision` as Endpoint<{
      POST: ContactReportDecisionResponse;
    }>,
} as const;

/** Finding helpers (product §7): districts' constituencies, the search, one helper, a category. */
export const catalogPaths = {
  subLocation: "/api/user/sub-location" as Endpoint<{ POST: SubLocationResponse }>,
  searchMaids: "/api/user/search-maids" as Endpoint<{
    GET: SearchMaidsResponse;
    POST: SearchMaidsResponse;
  }>,
  searchWidenings: "/api/user/search-maids/widenings" as Endpoint<{ GET: SearchWideningsResponse }>,
  maidDetails: "/api/user/maid-details" as Endpoint<{ POST: Maid }>,
  categoryDetails: "/api/user/category-details" as Endpoint<{ POST: CategoryDetailsResponse }>,
} as const;
