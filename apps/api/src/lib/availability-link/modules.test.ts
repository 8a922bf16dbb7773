import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("availability link modules", import.meta.dirname, {
  ask: () => import("./ask.ts"),
  token: () => import("./token.ts"),
});
