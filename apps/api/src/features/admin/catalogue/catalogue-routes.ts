import {
  adminCataloguePaths,
  adminIdParamsSchema,
  adminMessages,
  adminPlanFormSchema,
  adminPlanSchema,
  adminPlansPageSchema,
  adminPlansQuerySchema,
  adminSettingsFormSchema,
  apiErrorSchema,
  referenceItemFormSchema,
  referenceItemParamsSchema,
  referenceListParamsSchema,
  referenceListSchema,
  referenceSavedSchema,
  siteSettingsSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { createPlan, getAdminPlan, listAdminPlans, updatePlan } from "./catalogue-plans.ts";
import {
  addReferenceItem,
  listReference,
  removeReferenceItem,
  renameReferenceItem,
} from "./catalogue-reference.ts";
import { readSettings, saveSettings } from "./catalogue-settings.ts";
import { showcaseRoutes } from "./catalogue-showcase-routes.ts";

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ["admin"];

/**
 * Catalogue data: plans, site settings, reference lists, categories and banners. Under /api/admin/, so
 * app.ts guards every route (401 / 403, `private, no-store`). A change clears this process's
 * caches of public answers once its transaction has committed, so the public site answers it
 * at once here and within CACHE_TTL_MS on other processes (docs/decisions/021).
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    app.publicCaches.clear();
    return result;
  };
  await app.register(showcaseRoutes, { changed });
  const deps = (request: Parameters<typeof currentUser>[0]) => ({
    db: app.db,
    adminUserId: currentUser(request).id,
  });

  app.get(
    adminCataloguePaths.plans,
    {
      schema: {
        operationId: "adminListPlans",
        tags,
        summary: "Subscription plans and the registration plan, a page at a time",
        querystring: adminPlansQuerySchema,
        response: { 200: adminPlansPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => listAdminPlans(app.db, request.query),
  );

  app.get(
    adminCataloguePaths.plan,
    {
      schema: {
        operationId: "adminGetPlan",
        tags,
        summary: "One plan, active or not",
        params: adminIdParamsSchema,
        response: { 200: adminPlanSchema, 404: apiErrorSchema },
      },
    },
    (request) => getAdminPlan(app.db, request.params.id),
  );

  app.put(
    adminCataloguePaths.plan,
    {
      schema: {
        operationId: "adminUpdatePlan",
        tags,
        summary:
          "Saves a plan: new orders use its price, orders already made keep theirs; an inactive plan is off sale",
        params: adminIdParamsSchema,
        body: adminPlanFormSchema,
        response: { 200: adminPlanSchema, ...refusals },
      },
    },
    (request) => changed(updatePlan(deps(request), request.params.id, request.body)),
  );

  app.post(
    adminCataloguePaths.plans,
    {
      schema: {
        operationId: "adminCreatePlan",
        tags,
        summary: "Adds a subscription plan",
        body: adminPlanFormSchema,
        response: { 200: adminPlanSchema, ...refusals },
      },
    },
    (request) => changed(createPlan(deps(request), request.body)),
  );

  app.get(
    adminCataloguePaths.settings,
    {
      schema: {
        operationId: "adminGetSettings",
        tags,
        summary: "Site settings: WhatsApp number, address, email, social links",
        response: { 200: siteSettingsSchema },
      },
    },
    () => readSettings(app.db),
  );

  app.put(
    adminCataloguePaths.settings,
    {
      schema: {
        operationId: "adminSaveSettings",
        tags,
        summary: "Saves the site settings the footer, contact page and home page show",
        body: adminSettingsFormSchema,
        response: { 200: siteSettingsSchema, 400: apiErrorSchema },
      },
    },
    (request) => changed(saveSettings(deps(request), request.body)),
  );

  app.get(
    adminCataloguePaths.referenceList,
    {
      schema: {
        operationId: "adminReferenceList",
        tags,
        summary: "A reference list (districts, constituencies, castes, shifts, languages) with use",
        params: referenceListParamsSchema,
        response: { 200: referenceListSchema, 400: apiErrorSchema },
      },
    },
    (request) => listReference(app.db, request.params.list),
  );

  app.post(
    adminCataloguePaths.referenceList,
    {
      schema: {
        operationId: "adminAddReferenceItem",
        tags,
        summary: "Adds an entry to a reference list",
        params: referenceListParamsSchema,
        body: referenceItemFormSchema,
        response: { 200: referenceSavedSchema, ...refusals },
      },
    },
    async (request) => ({
      message: adminMessages.referenceAdded,
      id: await changed(addReferenceItem(deps(request), request.params.list, request.body)),
    }),
  );

  app.put(
    adminCataloguePaths.referenceItem,
    {
      schema: {
        operationId: "adminRenameReferenceItem",
        tags,
        summary:
          "Renames an entry of a reference list (a constituency may move district or number)",
        params: referenceItemParamsSchema,
        body: referenceItemFormSchema,
        response: { 200: referenceSavedSchema, ...refusals },
      },
    },
    async (request) => ({
      message: adminMessages.referenceRenamed,
      id: await changed(
        renameReferenceItem(deps(request), request.params.list, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    adminCataloguePaths.referenceItem,
    {
      schema: {
        operationId: "adminRemoveReferenceItem",
        tags,
        summary: "Removes an entry nothing uses; 409 when helpers or users still use it",
        params: referenceItemParamsSchema,
        response: { 200: referenceSavedSchema, ...refusals },
      },
    },
    async (request) => ({
      message: adminMessages.referenceRemoved,
      id: await changed(removeReferenceItem(deps(request), request.params.list, request.params.id)),
    }),
  );
};
