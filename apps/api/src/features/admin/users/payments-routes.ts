import {
  adminIdParamsSchema,
  adminMessages,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  adminReconcileResponseSchema,
  adminUsersPaths,
  apiErrorSchema,
  type ReconcileOutcome,
  reconcileMessages,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { recordAdminChange } from "../../../lib/admin-audit.ts";
import { notFound } from "../../../lib/errors.ts";
import { findPayment, listPayments } from "./payments.ts";

export interface AdminPaymentsRoutesOptions {
  /**
   * Asks the payment provider about one order and grants it if paid (the payments feature's
   * reconcile, given by app.ts: features do not import each other). Null: no such payment.
   */
  reconcile: (paymentId: number) => Promise<ReconcileOutcome | null>;
}

const tags = ["admin"];

/** Plan purchases and helper registration fees, and Reconcile on an order still unpaid. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<AdminPaymentsRoutesOptions> = async (
  app,
  { reconcile },
) => {
  const { db } = app;

  app.get(
    adminUsersPaths.payments,
    {
      schema: {
        operationId: "adminListPayments",
        tags,
        summary: "Payments, a page at a time: filter by status, search by payer or order id, sort",
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => listPayments(db, request.query),
  );

  app.post(
    adminUsersPaths.paymentReconcile,
    {
      schema: {
        operationId: "adminReconcilePayment",
        tags,
        summary:
          "Asks the provider whether an unpaid order was paid, and grants it if so (exactly once)",
        params: adminIdParamsSchema,
        response: {
          200: adminReconcileResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const before = await findPayment(db, id);
      const outcome = before && (await reconcile(id));
      if (!before || !outcome) throw notFound(adminMessages.paymentNotFound);
      const payment = (await findPayment(db, id))!;
      // The grant has its own transaction (the payments feature's exactly-once grant); the
      // audit row records who asked and what it found, right after.
      if (outcome === "granted") {
        await recordAdminChange(db, {
          adminUserId: currentUser(request).id,
          action: "reconcile",
          entity: "payment",
          entityId: id,
          before: { status: before.status },
          after: { status: payment.status, provider_payment_id: payment.provider_payment_id },
        });
      }
      return { outcome, message: reconcileMessages[outcome], payment };
    },
  );
};
