import multipart from "@fastify/multipart";
import {
  adminHelperEditFormSchema,
  adminHelperEditPaths,
  adminHelperEditSchema,
  adminHelperImageParamsSchema,
  adminHelperParamsSchema,
  adminImageSchema,
  apiErrorSchema,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_PHOTO_FIELD,
} from "@sahayi/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { readHelperImages } from "../../../lib/storage/helper-images.ts";
import {
  addGalleryImages,
  editHelper,
  readHelperForm,
  removeGalleryImage,
  replacePhoto,
} from "./helper-edit.ts";

const tags = ["admin"];
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };
const gallerySchema = z.array(adminImageSchema);

/**
 * An admin edits a helper's fields, photo and gallery. Under /api/admin/, so app.ts
 * guards every route. Each change clears this process's caches of public answers once it has
 * committed, so the public page and search show it at once (docs/decisions/021, 022).
 */
export const helperEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    app.publicCaches.clear();
    return result;
  };
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    storage: app.storage,
    adminUserId: currentUser(request).id,
  });

  app.get(
    adminHelperEditPaths.edit,
    {
      schema: {
        operationId: "adminReadHelperForm",
        tags,
        summary: "A helper's fields as the edit form takes them (ids of the lists), photo, gallery",
        params: adminHelperParamsSchema,
        response: { 200: adminHelperEditFormSchema, 404: apiErrorSchema },
      },
    },
    (request) => readHelperForm(app.db, request.params.id),
  );

  app.put(
    adminHelperEditPaths.edit,
    {
      schema: {
        operationId: "adminEditHelper",
        tags,
        summary:
          "Saves every field of a helper (the registration form's fields and messages, and about); the public site shows it at once",
        params: adminHelperParamsSchema,
        body: adminHelperEditSchema,
        response: { 200: adminHelperEditFormSchema, 409: apiErrorSchema, ...refusals },
      },
    },
    async (request) =>
      changed(
        editHelper(
          { ...deps(request), reference: await app.catalogReference() },
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    adminHelperEditPaths.galleryImage,
    {
      schema: {
        operationId: "adminRemoveGalleryImage",
        tags,
        summary: "Takes one image out of a helper's gallery; its files are deleted",
        params: adminHelperImageParamsSchema,
        response: { 200: gallerySchema, ...refusals },
      },
    },
    (request) => changed(removeGalleryImage(deps(request), request.params.id, request.params.key)),
  );

  // Multipart is parsed only in this scope, as in maid-registration.
  await app.register(async (scope) => {
    await scope.register(multipart);

    scope.post(
      adminHelperEditPaths.photo,
      {
        // The body is a stream the handler reads; the schema below only documents it.
        validatorCompiler: ({ httpPart }) =>
          httpPart === "params"
            ? (value) => {
                const parsed = adminHelperParamsSchema.safeParse(value);
                return parsed.success ? { value: parsed.data } : { error: parsed.error };
              }
            : () => true,
        schema: {
          operationId: "adminReplaceHelperPhoto",
          tags,
          summary:
            "Replaces a helper's profile photo (one profile_picture, the registration form's rules); the old files are deleted",
          consumes: ["multipart/form-data"],
          params: adminHelperParamsSchema,
          body: z.object({ [MAID_PHOTO_FIELD]: z.file() }),
          response: { 200: adminImageSchema, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const files = await readHelperImages(request, MAID_PHOTO_FIELD, 1);
        return changed(replacePhoto(deps(request), id, files));
      },
    );

    scope.post(
      adminHelperEditPaths.gallery,
      {
        validatorCompiler: ({ httpPart }) =>
          httpPart === "params"
            ? (value) => {
                const parsed = adminHelperParamsSchema.safeParse(value);
                return parsed.success ? { value: parsed.data } : { error: parsed.error };
              }
            : () => true,
        schema: {
          operationId: "adminAddGalleryImages",
          tags,
          summary: `Adds images (additional_images) to a helper's gallery, at most ${MAID_ADDITIONAL_IMAGES_MAX} in all`,
          consumes: ["multipart/form-data"],
          params: adminHelperParamsSchema,
          body: z.object({ [MAID_GALLERY_FIELD]: z.array(z.file()) }),
          response: { 200: gallerySchema, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const files = await readHelperImages(
          request,
          MAID_GALLERY_FIELD,
          MAID_ADDITIONAL_IMAGES_MAX,
        );
        return changed(addGalleryImages(deps(request), id, files));
      },
    );
  });
};
