import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("privacy record modules", import.meta.dirname, {
  records: () => import("./records.ts"),
});
