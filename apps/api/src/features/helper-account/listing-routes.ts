import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  helperAccountPaths,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_PHOTO_FIELD,
  maidListingImageParamsSchema,
  maidListingRequestSchema,
  maidListingSchema,
} from "@sahayi/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limit } from "../../lib/route-policy.ts";
import { readHelperImages } from "../../lib/storage/helper-images.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { authenticateHelper, currentHelper } from "./auth.ts";
import { readMaidListing, saveMaidListing } from "./listing.ts";
import { addWaitingGalleryImages, addWaitingPhoto, removeListingImage } from "./listing-images.ts";

const tags = ["helper-account"];
const security = [{ [BEARER_AUTH]: [] }];
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};

/**
 * A helper edits her own listing (decision 046). Every answer is her edit form as it is after
 * the change, so her page redraws from it.
 */
export const helperListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const deps = { db, storage: app.storage, log: app.log.warn.bind(app.log) };
  const answer = (request: FastifyRequest) => readMaidListing(db, currentHelper(request));

  app.get(
    helperAccountPaths.listing,
    {
      preHandler: authenticateHelper,
      schema: {
        operationId: "getMaidListing",
        tags,
        summary:
          "The signed-in helper's edit form: about, shift, language, categories, her public photos and those waiting for review or refused",
        security,
        response: { 200: maidListingSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    answer,
  );

  app.put(
    helperAccountPaths.listing,
    {
      preHandler: authenticateHelper,
      config: { rateLimit: limit(30, "minute") },
      schema: {
        operationId: "saveMaidListing",
        tags,
        summary:
          "Saves her about text, shift, language and categories (the registration form's rules), live at once; 409 NOT_LISTED unless she is listed or paused",
        security,
        body: maidListingRequestSchema,
        response: { 200: maidListingSchema, ...refusals },
      },
    },
    async (request) => {
      await saveMaidListing(
        { db, reference: await app.catalogReference() },
        currentHelper(request),
        request.body,
      );
      // Her page, the home page and page heads cached here follow at once (decision 021).
      app.publicCaches.clear();
      return answer(request);
    },
  );

  app.delete(
    helperAccountPaths.listingGalleryImage,
    {
      preHandler: authenticateHelper,
      config: { rateLimit: limit(30, "minute") },
      schema: {
        operationId: "removeMaidListingImage",
        tags,
        summary:
          "Takes an image out of her public gallery at once, or withdraws a photo waiting for review",
        security,
        params: maidListingImageParamsSchema,
        response: { 200: maidListingSchema, ...refusals },
      },
    },
    async (request) => {
      await removeListingImage(deps, currentHelper(request), request.params.key);
      app.publicCaches.clear();
      return answer(request);
    },
  );

  // Multipart is parsed only in this scope, as in maid-registration.
  await app.register(async (scope) => {
    await scope.register(multipart);
    // The body is a stream the handler reads; the schemas below only document it.
    const streamed = { validatorCompiler: () => () => true };

    scope.post(
      helperAccountPaths.listingPhoto,
      {
        ...streamed,
        preHandler: authenticateHelper,
        config: { rateLimit: limit(20, "hour") },
        schema: {
          operationId: "addMaidListingPhoto",
          tags,
          summary:
            "A new profile photo (one profile_picture) that waits for the admin's review; the public keeps the old one until then",
          security,
          consumes: ["multipart/form-data"],
          body: z.object({ [MAID_PHOTO_FIELD]: z.file() }),
          response: { 200: maidListingSchema, ...refusals },
        },
      },
      async (request) => {
        const helperId = currentHelper(request);
        await addWaitingPhoto(deps, helperId, await readHelperImages(request, MAID_PHOTO_FIELD, 1));
        return answer(request);
      },
    );

    scope.post(
      helperAccountPaths.listingGallery,
      {
        ...streamed,
        preHandler: authenticateHelper,
        config: { rateLimit: limit(20, "hour") },
        schema: {
          operationId: "addMaidListingGallery",
          tags,
          summary: `Gallery images (additional_images) that wait for review; her gallery and those waiting hold at most ${MAID_ADDITIONAL_IMAGES_MAX}`,
          security,
          consumes: ["multipart/form-data"],
          body: z.object({ [MAID_GALLERY_FIELD]: z.array(z.file()) }),
          response: { 200: maidListingSchema, ...refusals },
        },
      },
      async (request) => {
        const helperId = currentHelper(request);
        const files = await readHelperImages(
          request,
          MAID_GALLERY_FIELD,
          MAID_ADDITIONAL_IMAGES_MAX,
        );
        await addWaitingGalleryImages(deps, helperId, files);
        return answer(request);
      },
    );
  });
};
