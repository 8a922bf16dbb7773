import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("public helper modules", import.meta.dirname, {
  "profile-views": () => import("./profile-views.ts"),
  "public-maids": () => import("./public-maids.ts"),
  "verification-badge": () => import("./verification-badge.ts"),
});
