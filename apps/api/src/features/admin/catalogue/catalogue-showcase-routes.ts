import multipart from "@fastify/multipart";
import {
  ADMIN_IMAGE_FIELD,
  ADMIN_IMAGE_MAX_BYTES,
  adminBannerFormSchema,
  adminBannerSchema,
  adminBannersSchema,
  adminCataloguePaths,
  adminCategoriesSchema,
  adminCategoryFormSchema,
  adminCategorySchema,
  adminIdParamsSchema,
  adminImageSchema,
  adminMessages,
  apiErrorSchema,
} from "@sahayi/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { readMultipartForm } from "../../../lib/storage/uploads.ts";
import {
  createBanner,
  createCategory,
  listAdminBanners,
  listAdminCategories,
  updateBanner,
  updateCategory,
  uploadImage,
} from "./catalogue-showcase.ts";

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema };
const tags = ["admin"];

export interface ShowcaseRoutesOptions {
  /** Clears the caches of public answers once a change has committed (catalogue-routes.ts). */
  changed: <T>(change: Promise<T>) => Promise<T>;
}

/** Categories and banners, and the picture upload their forms use. */
export const showcaseRoutes: FastifyPluginAsyncZod<ShowcaseRoutesOptions> = async (
  app,
  { changed },
) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    storage: app.storage,
    adminUserId: currentUser(request).id,
  });

  // Multipart is parsed only in this scope, as in maid-registration.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      adminCataloguePaths.images,
      {
        // The body is a stream the handler reads; the schema below only documents it.
        validatorCompiler: () => () => true,
        schema: {
          operationId: "adminUploadImage",
          tags,
          summary:
            "Stores a picture for a category or banner (JPEG, PNG, GIF or WebP, at most 5 MB), re-encoded to WebP without metadata; answers its key",
          consumes: ["multipart/form-data"],
          body: z.object({ [ADMIN_IMAGE_FIELD]: z.file() }),
          response: { 200: adminImageSchema, 400: apiErrorSchema, 413: apiErrorSchema },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, {
          fileBytes: ADMIN_IMAGE_MAX_BYTES,
          files: 1,
          fileFields: [ADMIN_IMAGE_FIELD],
          tooLarge: adminMessages.imageTooLarge,
        });
        return uploadImage(app.storage, form.files[ADMIN_IMAGE_FIELD]?.[0]);
      },
    );
  });

  app.get(
    adminCataloguePaths.categories,
    {
      schema: {
        operationId: "adminListCategories",
        tags,
        summary: "Every category in display order",
        response: { 200: adminCategoriesSchema },
      },
    },
    () => listAdminCategories(app.db),
  );

  app.post(
    adminCataloguePaths.categories,
    {
      schema: {
        operationId: "adminCreateCategory",
        tags,
        summary: "Adds a category (name, colour, card and banner pictures, order)",
        body: adminCategoryFormSchema,
        response: { 200: adminCategorySchema, 400: apiErrorSchema },
      },
    },
    (request) => changed(createCategory(deps(request), request.body)),
  );

  app.put(
    adminCataloguePaths.category,
    {
      schema: {
        operationId: "adminUpdateCategory",
        tags,
        summary: "Saves a category; the home page and search show it at once",
        params: adminIdParamsSchema,
        body: adminCategoryFormSchema,
        response: { 200: adminCategorySchema, ...refusals },
      },
    },
    (request) => changed(updateCategory(deps(request), request.params.id, request.body)),
  );

  app.get(
    adminCataloguePaths.banners,
    {
      schema: {
        operationId: "adminListBanners",
        tags,
        summary: "Every main and home banner, active or not",
        response: { 200: adminBannersSchema },
      },
    },
    () => listAdminBanners(app.db),
  );

  app.post(
    adminCataloguePaths.banners,
    {
      schema: {
        operationId: "adminCreateBanner",
        tags,
        summary: "Adds a main or home banner (desktop and mobile pictures, link, words)",
        body: adminBannerFormSchema,
        response: { 200: adminBannerSchema, 400: apiErrorSchema },
      },
    },
    (request) => changed(createBanner(deps(request), request.body)),
  );

  app.put(
    adminCataloguePaths.banner,
    {
      schema: {
        operationId: "adminUpdateBanner",
        tags,
        summary: "Saves a banner; an inactive one leaves the home page",
        params: adminIdParamsSchema,
        body: adminBannerFormSchema,
        response: { 200: adminBannerSchema, ...refusals },
      },
    },
    (request) => changed(updateBanner(deps(request), request.params.id, request.body)),
  );
};
