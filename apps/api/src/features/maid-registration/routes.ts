import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  fieldMessages,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_IMAGE_MAX_BYTES,
  MAID_PHOTO_FIELD,
  maidRegistrationPartsSchema,
  maidRegistrationPaths,
  maidRegistrationResponseSchema,
  type RegistrationData,
  registrationDataSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/locale.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import { limit } from "../../lib/route-policy.ts";
import { readMultipartForm } from "../../lib/storage/uploads.ts";
import { registerMaid } from "./register.ts";
import { getRegistrationData } from "./service.ts";

const MAX_FILES = 1 + MAID_ADDITIONAL_IMAGES_MAX;
/** Every image at its largest, with room for the text fields and multipart's boundaries. */
const REGISTRATION_MAX_BODY = MAX_FILES * MAID_IMAGE_MAX_BYTES + 64 * 1024;

export interface MaidRegistrationRoutesOptions {
  /** Where new registration orders go (PAYMENT_PROVIDER). */
  provider: PaymentProvider;
}

export const maidRegistrationRoutes: FastifyPluginAsyncZod<MaidRegistrationRoutesOptions> = async (
  app,
  { provider },
) => {
  const { db, storage, tokens, config } = app;
  // The web app loads these lists for every search form; they change only through the admin.
  const cache = app.publicCaches.create<RegistrationData>({
    ttlMs: app.config.cacheTtlMs,
    maxEntries: 1,
  });
  app.get(
    maidRegistrationPaths.registration,
    {
      config: { cache: "public" },
      schema: {
        operationId: "getRegistrationData",
        tags: ["maid-registration"],
        summary: "Lists for the helper registration form and the registration fee with taxes",
        response: { 200: registrationDataSchema },
      },
    },
    () => cache.get("lists", () => getRegistrationData({ db: app.db })),
  );

  // Multipart is parsed only in this scope, so no other route takes a body it would leave unread.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      maidRegistrationPaths.registration,
      {
        config: { rateLimit: limit(10, "minute") },
        // An upload announced as larger than six full-size images is refused before it is read.
        onRequest: async (request) => {
          if (Number(request.headers["content-length"] ?? 0) > REGISTRATION_MAX_BODY) {
            throw new AppError(413, "PAYLOAD_TOO_LARGE", fieldMessages.fileTooLarge);
          }
        },
        // The body is a stream the handler reads; the schema below only documents it.
        validatorCompiler: () => () => true,
        schema: {
          operationId: "registerMaid",
          tags: ["maid-registration"],
          summary:
            "A helper registers herself (product §3 fields, category_ids JSON-encoded, a maid_registration verification_token, profile_picture and up to 5 additional_images of at most 2 MB (2,000,000 bytes) each); answers the registration fee's payment order",
          consumes: ["multipart/form-data"],
          body: maidRegistrationPartsSchema.extend({
            category_ids: z.string().describe("JSON-encoded list of category ids, e.g. [1,3]"),
            [MAID_PHOTO_FIELD]: z.file(),
            [MAID_GALLERY_FIELD]: z.array(z.file()).max(MAID_ADDITIONAL_IMAGES_MAX).optional(),
          }),
          response: {
            201: maidRegistrationResponseSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            502: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, {
          fileBytes: MAID_IMAGE_MAX_BYTES,
          files: MAX_FILES,
          fileFields: [MAID_PHOTO_FIELD, MAID_GALLERY_FIELD],
          tooLarge: fieldMessages.fileTooLarge,
          tooMany: { field: MAID_GALLERY_FIELD, message: fieldMessages.tooManyImages },
        });
        const answer = await registerMaid(
          {
            db,
            storage,
            tokens,
            provider,
            reference: await app.catalogReference(),
            sellerName: config.invoiceSeller.name,
            log: (error, message) => app.log.warn({ err: error }, message),
          },
          form,
          requestLocale(request),
        );
        return reply.status(201).send(answer);
      },
    );
  });
};
