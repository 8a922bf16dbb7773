/**
 * Every page address of product §2, in one table. `pattern` is what the router matches,
 * `href` builds a link. The router, the shell, features and shared components all link
 * through it, so it lives with the other shared code.
 */
export const paths = {
  home: { pattern: "/", href: () => "/" },
  about: { pattern: "/about", href: () => "/about" },
  contact: { pattern: "/contact", href: () => "/contact" },

  login: { pattern: "/auth/login", href: () => "/auth/login" },
  signUp: { pattern: "/auth/sign-up", href: () => "/auth/sign-up" },
  forgotPassword: { pattern: "/auth/forgot-password", href: () => "/auth/forgot-password" },

  registerMaid: { pattern: "/register-maid", href: () => "/register-maid" },
  registrationUnderReview: {
    pattern: "/registration-under-review",
    href: () => "/registration-under-review",
  },
  /** A helper's own page and her sign-in, apart from a household's login and profile. */
  helperAccount: { pattern: "/helper", href: () => "/helper" },
  helperLogin: { pattern: "/helper/login", href: () => "/helper/login" },
  /** Her SMS link's page: one button confirms she is still available (decision 045). */
  helperConfirm: { pattern: "/helper/confirm", href: () => "/helper/confirm" },
  helperListing: { pattern: "/helper/listing", href: () => "/helper/listing" },

  categories: { pattern: "/categories", href: () => "/categories" },
  category: {
    pattern: "/category",
    href: (category: { id: number; name: string }) =>
      `/category?category=${encodeURIComponent(category.name)}&category_id=${category.id}`,
  },
  search: {
    pattern: "/search",
    href: (query?: Record<string, string>) => {
      const search = new URLSearchParams(query).toString();
      return search ? `/search?${search}` : "/search";
    },
  },
  maid: {
    pattern: "/maid/:maidId",
    href: (maidId: string) => `/maid/${encodeURIComponent(maidId)}`,
  },

  subscriptions: { pattern: "/subscriptions", href: () => "/subscriptions" },
  planDetails: {
    pattern: "/plan-details/:id",
    href: (planId: number | string) => `/plan-details/${encodeURIComponent(String(planId))}`,
  },
  renewalSuccess: { pattern: "/renewal-success", href: () => "/renewal-success" },
  paymentFailed: { pattern: "/payment-failed", href: () => "/payment-failed" },

  termsAndConditions: { pattern: "/terms-and-conditions", href: () => "/terms-and-conditions" },
  privacyPolicy: { pattern: "/privacy-policy", href: () => "/privacy-policy" },
  cancellationAndRefund: {
    pattern: "/cancellation-and-refund",
    href: () => "/cancellation-and-refund",
  },
  shippingAndDelivery: { pattern: "/shipping-and-delivery", href: () => "/shipping-and-delivery" },

  profile: { pattern: "/profile", href: () => "/profile" },

  profileTransactions: {
    pattern: "/profile/transaction-details",
    href: () => "/profile/transaction-details",
  },
  profileMaids: { pattern: "/profile/maids", href: () => "/profile/maids" },
  profileShortlist: { pattern: "/profile/shortlist", href: () => "/profile/shortlist" },

  /** The admin console, whose own routes load on the first visit (apps/web/src/features/admin). */
  adminConsole: { pattern: "/admin", href: () => "/admin" },
} as const;
