import { describeModulesLoad } from "../../test/helpers/modules-load.ts";

describeModulesLoad("lib modules", import.meta.dirname, {
  "admin-audit": () => import("./admin-audit.ts"),
  cache: () => import("./cache.ts"),
  concurrency: () => import("./concurrency.ts"),
  "control-characters": () => import("./control-characters.ts"),
  email: () => import("./email.ts"),
  errors: () => import("./errors.ts"),
  "helper-fields": () => import("./helper-fields.ts"),
  "helper-row": () => import("./helper-row.ts"),
  ids: () => import("./ids.ts"),
  locale: () => import("./locale.ts"),
  "log-privacy": () => import("./log-privacy.ts"),
  "route-policy": () => import("./route-policy.ts"),
  "shared-limits": () => import("./shared-limits.ts"),
  shutdown: () => import("./shutdown.ts"),
  "site-origin": () => import("./site-origin.ts"),
  sms: () => import("./sms.ts"),
});
