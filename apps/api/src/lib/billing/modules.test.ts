import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("billing modules", import.meta.dirname, {
  "amount-in-words": () => import("./amount-in-words.ts"),
  gstin: () => import("./gstin.ts"),
  "invoice-number": () => import("./invoice-number.ts"),
  pricing: () => import("./pricing.ts"),
  quota: () => import("./quota.ts"),
});
