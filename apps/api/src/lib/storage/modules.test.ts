import { describeModulesLoad } from "../../../test/helpers/modules-load.ts";

describeModulesLoad("storage and image modules", import.meta.dirname, {
  "configured-storage": () => import("./configured-storage.ts"),
  "helper-images": () => import("./helper-images.ts"),
  images: () => import("./images.ts"),
  "s3-storage": () => import("./s3-storage.ts"),
  storage: () => import("./storage.ts"),
  "storage-migrate": () => import("./storage-migrate.ts"),
  "unused-images": () => import("./unused-images.ts"),
  uploads: () => import("./uploads.ts"),
});
