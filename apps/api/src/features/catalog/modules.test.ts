import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("catalog modules", import.meta.dirname, {
  routes: () => import("./routes.ts"),
  "search-filters": () => import("./search-filters.ts"),
  search: () => import("./search.ts"),
  "search-widenings": () => import("./search-widenings.ts"),
  service: () => import("./service.ts"),
});
