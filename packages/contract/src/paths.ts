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
import type { CategoryDetailsResponse, Maid, SubLocationResponse } from "./catalog.ts";
import type {
  AdminContactReportsResponse,
  ContactReport,
  ContactReportDecisionResponse,
  PurchasedMaidsResponse,
  PurchaseMaidResponse,
} from "./contacts.ts";
import type { ContactResponse, ContentPage, Homepage } from "./content.ts";
import { endpoint } from "./endpoint.ts";
import type { MaidRegistrationResponse, RegistrationData } from "./maid-registration.ts";
import type { PaymentOrder, SandboxCompleteResponse, VerifyPaymentResponse } from "./payments.ts";
import type { PricingPlan } from "./plans.ts";
import type { SearchMaidsResponse, SearchWideningsResponse } from "./search.ts";

/**
 * The API's addresses, each typed with what it answers (`endpoint`), in a module without zod
 * so the first page can import them without the schemas (decision 009). The API registers
 * its routes with the same constants.
 */
export const accountsPaths = {
  requestOtp: endpoint<{ POST: RequestOtpResponse }>("/api/maid/request-otp"),
  verifyOtp: endpoint<{ POST: VerifyOtpResponse }>("/api/maid/verify-otp"),
  signUp: endpoint<{ POST: MessageResponse }>("/api/user/registration"),
  login: endpoint<{ POST: LoginResponse | CookieLoginResponse }>("/api/user/login"),
  refreshToken: "/api/user/refresh-token",
  logout: endpoint<{ POST: MessageResponse }>("/api/user/logout"),
  resetPassword: endpoint<{ POST: MessageResponse }>("/api/maid/reset-password"),
  profileDetails: endpoint<{ GET: ProfileDetails }>("/api/user/profile-details"),
  profileEdit: endpoint<{ PUT: ProfileUpdateResponse }>("/api/user/profile-edit"),
  devSms: endpoint<{ GET: DevSmsResponse }>("/api/dev/sms"),
} as const;

/**
 * The web app sends `header: "1"` to login, refresh-token and logout: its refresh token then
 * lives in an HttpOnly cookie called `name`, sent to those two paths only, and never appears
 * in an answer's body (decision 024). Other clients keep sending it in the body.
 */
export const refreshCookie = { header: "x-session-cookie", name: "sahayi_refresh" } as const;

/** The content feature's addresses (product §7 contact-form; the policy pages by slug). */
export const contentPaths = {
  homepage: endpoint<{ GET: Homepage }>("/api/user/homepage"),
  contactForm: endpoint<{ POST: ContactResponse }>("/api/user/contact-form"),
  contentPage: "/api/content/:slug",
  contentPageOf: (slug: string) =>
    endpoint<{ GET: ContentPage }>(`/api/content/${encodeURIComponent(slug)}`),
} as const;

/**
 * Plans and payments. `planDetails` answers POST { id } as product §7 says, and GET
 * `planDetails/{id}` too; `verify`, `sandboxComplete` and `webhook` are stable interfaces
 * (decision 036). `devExpireSubscriptions` exists only with PAYMENT_PROVIDER=sandbox outside
 * production (the Playwright suite's way to an expired plan).
 */
export const paymentsPaths = {
  plans: endpoint<{ GET: PricingPlan[] }>("/api/user/maid-subscription-plan"),
  planDetails: endpoint<{ POST: PricingPlan }>("/api/user/maid-subscription-plan"),
  purchasePlan: endpoint<{ POST: PaymentOrder }>("/api/user/purchase-plan"),
  verify: endpoint<{ POST: VerifyPaymentResponse }>("/api/payment/verify"),
  webhook: "/api/payment/webhook",
  sandboxComplete: endpoint<{ POST: SandboxCompleteResponse }>("/api/payment/sandbox/complete"),
  invoiceRoute: "/api/user/invoice/:id",
  invoice: (paymentId: number) => `/api/user/invoice/${paymentId}`,
  devExpireSubscriptions: "/api/dev/expire-subscriptions",
} as const;

/** Helper registration (product §7): the form's lists and fee (GET) and the form itself (POST). */
export const maidRegistrationPaths = {
  registration: endpoint<{ GET: RegistrationData; POST: MaidRegistrationResponse }>(
    "/api/maid/registration",
  ),
  /** The form's address as product §7 writes it, with a trailing slash; the API takes both. */
  registrationForm: endpoint<{ POST: MaidRegistrationResponse }>("/api/maid/registration/"),
} as const;

/** The contact reveal: buying a helper's numbers, the purchased list, reports. */
export const contactsPaths = {
  purchaseMaid: endpoint<{ POST: PurchaseMaidResponse }>("/api/user/purchase-maid"),
  purchasedMaids: endpoint<{ GET: PurchasedMaidsResponse }>("/api/user/purchased-maids"),
  contactReport: endpoint<{ POST: ContactReport }>("/api/user/contact-report"),
  adminContactReports: endpoint<{ GET: AdminContactReportsResponse }>("/api/admin/contact-reports"),
  adminContactReportDecision: "/api/admin/contact-reports/:id/decision",
  adminContactReportDecisionOf: (id: number) =>
    endpoint<{ POST: ContactReportDecisionResponse }>(`/api/admin/contact-reports/${id}/decision`),
} as const;

/** Finding helpers (product §7): districts' constituencies, the search, one helper, a category. */
export const catalogPaths = {
  subLocation: endpoint<{ POST: SubLocationResponse }>("/api/user/sub-location"),
  searchMaids: endpoint<{ GET: SearchMaidsResponse; POST: SearchMaidsResponse }>(
    "/api/user/search-maids",
  ),
  searchWidenings: endpoint<{ GET: SearchWideningsResponse }>("/api/user/search-maids/widenings"),
  maidDetails: endpoint<{ POST: Maid }>("/api/user/maid-details"),
  categoryDetails: endpoint<{ POST: CategoryDetailsResponse }>("/api/user/category-details"),
} as const;
