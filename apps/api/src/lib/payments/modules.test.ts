import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("payment provider modules", import.meta.dirname, {
  index: () => import("./index.ts"),
  orders: () => import("./orders.ts"),
  provider: () => import("./provider.ts"),
  razorpay: () => import("./razorpay.ts"),
  sandbox: () => import("./sandbox.ts"),
  signatures: () => import("./signatures.ts"),
});
