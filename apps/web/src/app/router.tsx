import type { ReactNode } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { Loading } from "../components/loading.tsx";
import { lazyPage } from "../lib/lazy-page.ts";
import { paths } from "../lib/paths.ts";
import { RequireAuth } from "./require-auth.tsx";
import { RouteError } from "./route-error.tsx";
import { type ShellHandle, SiteShell } from "./shell/site-shell.tsx";

const loadHelperPages = () => import("../features/helper-account/helper-pages.ts");

const publicPages: RouteObject[] = [
  {
    index: true,
    // A page like the others, so the helper's page and search do not download the home page.
    lazy: async () => {
      const [{ HomePage }, { HomeSearchForm }] = await Promise.all([
        import("../features/content/home/home-page.tsx"),
        import("../features/catalog/home-search-form.tsx"),
      ]);
      return { element: <HomePage searchForm={<HomeSearchForm />} /> };
    },
  },
  {
    path: paths.about.pattern,
    lazy: lazyPage(() => import("../features/content/about-page.tsx"), "AboutPage"),
  },
  {
    path: paths.contact.pattern,
    lazy: lazyPage(() => import("../features/content/contact-page.tsx"), "ContactPage"),
  },
  {
    path: paths.login.pattern,
    lazy: lazyPage(() => import("../features/accounts/login-page.tsx"), "LoginPage"),
  },
  {
    path: paths.signUp.pattern,
    lazy: lazyPage(() => import("../features/accounts/sign-up-page.tsx"), "SignUpPage"),
  },
  {
    path: paths.forgotPassword.pattern,
    lazy: lazyPage(
      () => import("../features/accounts/forgot-password-page.tsx"),
      "ForgotPasswordPage",
    ),
  },
  // Public although product §2 guards it: a helper who just paid her fee has no account to log
  // in with (docs/decisions/017). It shows only the e-mail passed in navigation state.
  {
    path: paths.registrationUnderReview.pattern,
    lazy: lazyPage(
      () => import("../features/maid-registration/registration-under-review-page.tsx"),
      "RegistrationUnderReviewPage",
    ),
  },
  {
    path: paths.registerMaid.pattern,
    lazy: lazyPage(
      () => import("../features/maid-registration/register-maid-page.tsx"),
      "RegisterMaidPage",
    ),
  },
  // A helper's own pages carry her login, not a household's: RequireAuth does not guard them.
  { path: paths.helperLogin.pattern, lazy: lazyPage(loadHelperPages, "HelperLoginPage") },
  { path: paths.helperAccount.pattern, lazy: lazyPage(loadHelperPages, "HelperAccountPage") },
  { path: paths.helperConfirm.pattern, lazy: lazyPage(loadHelperPages, "HelperConfirmPage") },
  // Her edit form checks with the contract's schemas: a chunk of its own, so her other pages
  // stay without zod.
  {
    path: paths.helperListing.pattern,
    lazy: lazyPage(
      () => import("../features/helper-account/helper-listing-page.tsx"),
      "HelperListingPage",
    ),
  },
  {
    path: paths.categories.pattern,
    lazy: lazyPage(() => import("../features/catalog/categories-page.tsx"), "CategoriesPage"),
  },
  {
    path: paths.category.pattern,
    lazy: lazyPage(() => import("../features/catalog/category-page.tsx"), "CategoryPage"),
  },
  {
    path: paths.search.pattern,
    lazy: lazyPage(() => import("../features/catalog/search-page.tsx"), "SearchPage"),
  },
  {
    path: paths.maid.pattern,
    // The helper's page floats the helper's own Call Now and Whatsapp instead of the site's.
    handle: { ownFloatingContact: true } satisfies ShellHandle,
    lazy: lazyPage(() => import("../features/catalog/maid-page.tsx"), "MaidPage"),
  },
  {
    path: paths.subscriptions.pattern,
    lazy: lazyPage(() => import("../features/plans/subscriptions-page.tsx"), "SubscriptionsPage"),
  },
  {
    path: paths.planDetails.pattern,
    lazy: lazyPage(() => import("../features/plans/plan-details-page.tsx"), "PlanDetailsPage"),
  },
  {
    path: paths.termsAndConditions.pattern,
    lazy: lazyPage(() => import("../features/content/policy-pages.tsx"), "TermsAndConditionsPage"),
  },
  {
    path: paths.privacyPolicy.pattern,
    lazy: lazyPage(() => import("../features/content/policy-pages.tsx"), "PrivacyPolicyPage"),
  },
  {
    path: paths.cancellationAndRefund.pattern,
    lazy: lazyPage(
      () => import("../features/content/policy-pages.tsx"),
      "CancellationAndRefundPage",
    ),
  },
  {
    path: paths.shippingAndDelivery.pattern,
    lazy: lazyPage(() => import("../features/content/policy-pages.tsx"), "ShippingAndDeliveryPage"),
  },
];

const loadProfile = lazyPage(() => import("../features/accounts/profile-page.tsx"), "ProfilePage");

/**
 * The profile area with a tab of another feature, each its own chunk: the Maids tab of the
 * contacts feature, the Shortlist of the shortlist feature.
 */
const profileWith =
  (tab: () => Promise<ReactNode>): RouteObject["lazy"] =>
  async () => {
    const [{ ProfilePage }, element] = await Promise.all([
      import("../features/accounts/profile-page.tsx"),
      tab(),
    ]);
    return { element: <ProfilePage tab={element} /> };
  };
const loadProfileMaids = profileWith(() =>
  import("../features/contacts/purchased-maids-tab.tsx").then(({ PurchasedMaidsTab }) => (
    <PurchasedMaidsTab />
  )),
);
const loadProfileShortlist = profileWith(() =>
  import("../features/shortlist/shortlist-tab.tsx").then(({ ShortlistTab }) => <ShortlistTab />),
);

/** Product §2: these need a stored token; RequireAuth sends everyone else to the login page. */
const guardedPages: RouteObject[] = [
  { path: paths.profile.pattern, lazy: loadProfile },
  { path: paths.profileTransactions.pattern, lazy: loadProfile },
  { path: paths.profileMaids.pattern, lazy: loadProfileMaids },
  { path: paths.profileShortlist.pattern, lazy: loadProfileShortlist },
  {
    path: paths.renewalSuccess.pattern,
    lazy: lazyPage(
      () => import("../features/payments/renewal-success-page.tsx"),
      "RenewalSuccessPage",
    ),
  },
  {
    path: paths.paymentFailed.pattern,
    lazy: lazyPage(
      () => import("../features/payments/payment-failed-page.tsx"),
      "PaymentFailedPage",
    ),
  },
];

/** The route the admin console's routes join once loaded: they need a login too. */
const GUARDED = "guarded";

export const routes: RouteObject[] = [
  {
    // One root layout for every page (product §2).
    Component: SiteShell,
    ErrorBoundary: RouteError,
    children: [
      {
        // Keeps the shell on screen while a page's code loads or when a page fails.
        hydrateFallbackElement: <Loading />,
        ErrorBoundary: RouteError,
        children: [
          ...publicPages,
          { id: GUARDED, Component: RequireAuth, children: guardedPages },
          {
            path: "*",
            lazy: async () => {
              const { aliasRedirect, NotFoundPage } = await import("./not-found-page.tsx");
              return { loader: aliasRedirect, Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];

/**
 * The admin console is a part of its own: its route table, pages and paths load
 * on the first visit to /admin, so visitors never download any of it. React Router asks here
 * when a path matches only the catch-all page, which every /admin path does until then.
 */
async function addAdminRoutes({ path, patch }: { path: string; patch: PatchRoutes }) {
  if (path !== "/admin" && !path.startsWith("/admin/")) return;
  const { adminRoutes } = await import("../features/admin/admin-routes.tsx");
  patch(GUARDED, [adminRoutes]);
}
type PatchRoutes = (routeId: string | null, children: RouteObject[]) => void;

/** `basename` "/ml" serves every page under that prefix, in Malayalam (docs/decisions/041). */
export function createRouter(basename?: string) {
  return createBrowserRouter(routes, { basename, patchRoutesOnNavigation: addAdminRoutes });
}
