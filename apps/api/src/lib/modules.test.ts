import { describeModulesLoad } from "../../test/helpers/modules-load.ts";

describeModulesLoad("lib modules", import.meta.dirname, {
  auth: () => import("./auth.ts"),
  "auth-secret": () => import("./auth-secret.ts"),
  cache: () => import("./cache.ts"),
  concurrency: () => import("./concurrency.ts"),
  errors: () => import("./errors.ts"),
  ids: () => import("./ids.ts"),
  images: () => import("./images.ts"),
  "invoice-number": () => import("./invoice-number.ts"),
  passwords: () => import("./passwords.ts"),
  pricing: () => import("./pricing.ts"),
  quota: () => import("./quota.ts"),
  "public-maids": () => import("./public-maids.ts"),
  "route-policy": () => import("./route-policy.ts"),
  shutdown: () => import("./shutdown.ts"),
  "site-origin": () => import("./site-origin.ts"),
  sms: () => import("./sms.ts"),
  storage: () => import("./storage.ts"),
  tokens: () => import("./tokens.ts"),
  uploads: () => import("./uploads.ts"),
  verification: () => import("./verification.ts"),
});
