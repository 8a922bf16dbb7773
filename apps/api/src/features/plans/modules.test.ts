import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("plans modules", import.meta.dirname, {
  routes: () => import("./routes.ts"),
  service: () => import("./service.ts"),
});
