import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("payments modules", import.meta.dirname, {
  "dev-expire": () => import("./dev-expire.ts"),
  grant: () => import("./grant.ts"),
  invoice: () => import("./invoice.ts"),
  "invoice-layout": () => import("./invoice-layout.ts"),
  orders: () => import("./orders.ts"),
  reconcile: () => import("./reconcile.ts"),
  routes: () => import("./routes.ts"),
  verify: () => import("./verify.ts"),
  webhook: () => import("./webhook.ts"),
});
