/**
 * The API's addresses the web app calls from its shell (session renewal, the profile query).
 * Plain strings in a module without zod, so the first page can import them without the
 * schemas (decision 009).
 */
export const accountsPaths = {
  requestOtp: "/api/maid/request-otp",
  verifyOtp: "/api/maid/verify-otp",
  signUp: "/api/user/registration",
  login: "/api/user/login",
  refreshToken: "/api/user/refresh-token",
  logout: "/api/user/logout",
  resetPassword: "/api/maid/reset-password",
  profileDetails: "/api/user/profile-details",
  profileEdit: "/api/user/profile-edit",
  devSms: "/api/dev/sms",
} as const;

/**
 * The web app sends `header: "1"` to login, refresh-token and logout: its refresh token then
 * lives in an HttpOnly cookie called `name`, sent to those two paths only, and never appears
 * in an answer's body (decision 024). Other clients keep sending it in the body.
 */
export const refreshCookie = { header: "x-session-cookie", name: "sahayi_refresh" } as const;

/** The content feature's addresses (product §7 contact-form; the policy pages by slug). */
export const contentPaths = {
  homepage: "/api/user/homepage",
  contactForm: "/api/user/contact-form",
  contentPage: "/api/content/:slug",
  contentPageOf: (slug: string) => `/api/content/${encodeURIComponent(slug)}`,
} as const;

/**
 * Plans and payments. `planDetails` answers POST { id } as product §7 says, and GET
 * `planDetails/{id}` too; `verify`, `sandboxComplete` and `webhook` are stable interfaces
 * (decision 036). `devExpireSubscriptions` exists only with PAYMENT_PROVIDER=sandbox outside
 * production (the Playwright suite's way to an expired plan).
 */
export const paymentsPaths = {
  plans: "/api/user/maid-subscription-plan",
  planDetails: "/api/user/maid-subscription-plan",
  purchasePlan: "/api/user/purchase-plan",
  verify: "/api/payment/verify",
  webhook: "/api/payment/webhook",
  sandboxComplete: "/api/payment/sandbox/complete",
  invoice: (paymentId: number) => `/api/user/invoice/${paymentId}`,
  devExpireSubscriptions: "/api/dev/expire-subscriptions",
} as const;

/** Helper registration (product §7): the form's lists and fee (GET) and the form itself (POST). */
export const maidRegistrationPaths = {
  registration: "/api/maid/registration",
} as const;

/** The contact reveal: buying a helper's numbers, the purchased list, reports. */
export const contactsPaths = {
  purchaseMaid: "/api/user/purchase-maid",
  purchasedMaids: "/api/user/purchased-maids",
  contactReport: "/api/user/contact-report",
  adminContactReports: "/api/admin/contact-reports",
  adminContactReportDecision: "/api/admin/contact-reports/:id/decision",
  adminContactReportDecisionOf: (id: number) => `/api/admin/contact-reports/${id}/decision`,
} as const;
