import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("account modules", import.meta.dirname, {
  "account-erasure": () => import("./account-erasure.ts"),
  "account-lock": () => import("./account-lock.ts"),
  auth: () => import("./auth.ts"),
  "auth-secret": () => import("./auth-secret.ts"),
  consent: () => import("./consent.ts"),
  passwords: () => import("./passwords.ts"),
  "session-cookie": () => import("./session-cookie.ts"),
  sessions: () => import("./sessions.ts"),
  "token-families": () => import("./token-families.ts"),
  tokens: () => import("./tokens.ts"),
  verification: () => import("./verification.ts"),
});
