import {
  apiErrorSchema,
  expireSubscriptionsRequestSchema,
  expireSubscriptionsResponseSchema,
  invoiceFileName,
  paymentMessages,
  paymentOrderSchema,
  paymentProofSchema,
  paymentsPaths,
  planDetailsRequestSchema,
  purchasePlanRequestSchema,
  sandboxCompleteRequestSchema,
  sandboxCompleteResponseSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUser, optionalViewer } from "../../lib/accounts/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentProviders } from "../../lib/payments/index.ts";
import { limit } from "../../lib/route-policy.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { expireSubscriptions } from "./dev-expire.ts";
import { readInvoice, renderInvoicePdf } from "./invoice.ts";
import { createPlanOrder } from "./orders.ts";
import { startReconcileJob } from "./reconcile.ts";
import { completeSandboxPayment, verifyCheckout } from "./verify.ts";
import { handleWebhook, webhookEventSchema } from "./webhook.ts";

const loggedIn = [{ [BEARER_AUTH]: [] }];
/** Needs no login, but one that is sent must be the order owner's. */
const visitorOrLogin: Record<string, string[]>[] = [{}, { [BEARER_AUTH]: [] }];
const tags = ["payments"];
/** Razorpay's events are a few kB; a megabyte is the API's limit anyway. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

export interface PaymentRoutesOptions {
  providers: PaymentProviders;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { providers },
) => {
  const { db, config } = app;
  const provider = providers.current;
  const byName = { [provider.name]: provider };
  const warn = (details: object, message: string) => app.log.warn(details, message);

  app.post(
    paymentsPaths.purchasePlan,
    {
      preHandler: authenticate,
      config: { rateLimit: limit(20, "minute") },
      schema: {
        operationId: "purchasePlan",
        tags,
        summary:
          "Makes a payment order for a plan at the server's price (amount in paise) with what the checkout needs; 502/503 when the provider fails",
        security: loggedIn,
        body: purchasePlanRequestSchema,
        response: {
          200: paymentOrderSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    (request) =>
      createPlanOrder(
        {
          db,
          provider,
          sellerName: config.invoiceSeller.name,
          log: (error, message) => app.log.warn({ err: error }, message),
        },
        { userId: currentUser(request).id, planId: request.body.plan_id },
      ),
  );

  app.post(
    paymentsPaths.verify,
    {
      preHandler: optionalViewer,
      config: { rateLimit: limit(60, "minute") },
      schema: {
        operationId: "verifyPayment",
        tags,
        summary:
          "Checks a checkout's signature against the stored order and grants what it bought, once; no login needed",
        security: visitorOrLogin,
        body: paymentProofSchema,
        response: {
          200: verifyPaymentResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) =>
      verifyCheckout({ db, providers: byName }, request.body, request.user?.id ?? undefined),
  );

  // Signed over the exact bytes Razorpay sent, so the body is kept raw here.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      paymentsPaths.webhook,
      {
        // The body is bytes checked against the signature; the schema only documents it.
        validatorCompiler: () => () => true,
        schema: {
          operationId: "paymentWebhook",
          tags,
          summary:
            "Razorpay's webhook (payment.captured, order.paid): X-Razorpay-Signature over the raw body with the webhook secret, de-duplicated by X-Razorpay-Event-Id",
          body: webhookEventSchema,
          response: { 200: webhookResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" && value.length <= 256 ? value : undefined;
        };
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await handleWebhook(
          { db, provider, log: warn },
          {
            rawBody,
            signature: header("x-razorpay-signature"),
            eventId: header("x-razorpay-event-id"),
          },
        );
        return { status: "ok" as const };
      },
    );
  });

  app.get(
    // paymentsPaths.invoice(id) builds these addresses.
    paymentsPaths.invoiceRoute,
    {
      preHandler: authenticate,
      schema: {
        operationId: "downloadInvoice",
        tags,
        summary:
          "The GST invoice of one of the caller's paid payments: application/pdf, as an attachment; 404 for anyone else's",
        security: loggedIn,
        params: planDetailsRequestSchema,
        response: {
          200: {
            description:
              'The invoice, with `Content-Disposition: attachment; filename="invoice-SAH-26-27-000042.pdf"` (its number, dashes for slashes).',
            content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
          },
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const invoice = await readInvoice(
        { db, seller: config.invoiceSeller },
        { paymentRowId: request.params.id, userId: currentUser(request).id },
      );
      const pdf = await renderInvoicePdf(invoice);
      return (
        reply
          .type("application/pdf")
          .header(
            "content-disposition",
            `attachment; filename="${invoiceFileName(invoice.number)}"`,
          )
          // Fastify writes a Buffer as it is; the schema's binary string only documents it.
          .send(Buffer.from(pdf) as unknown as string)
      );
    },
  );

  const { sandbox } = providers;
  if (sandbox) {
    app.post(
      paymentsPaths.sandboxComplete,
      {
        preHandler: optionalViewer,
        config: { rateLimit: limit(60, "minute") },
        schema: {
          operationId: "completeSandboxPayment",
          tags,
          summary:
            "Sandbox checkout (PAYMENT_PROVIDER=sandbox only): success answers the payment signed as Razorpay signs; failure Razorpay's error",
          security: visitorOrLogin,
          body: sandboxCompleteRequestSchema,
          response: {
            200: sandboxCompleteResponseSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) =>
        completeSandboxPayment(
          { db, sandbox },
          { orderId: request.body.razorpay_order_id, outcome: request.body.outcome },
          request.user?.id ?? undefined,
        ),
    );

    // Shows nothing secret but changes data for anyone who asks: never in production.
    if (config.env !== "production") {
      app.post(
        paymentsPaths.devExpireSubscriptions,
        {
          schema: {
            operationId: "devExpireSubscriptions",
            tags: ["development"],
            summary:
              "Development only (sandbox payments, outside production): ends a user's running subscriptions a minute ago",
            body: expireSubscriptionsRequestSchema,
            response: { 200: expireSubscriptionsResponseSchema, 404: apiErrorSchema },
          },
        },
        async (request) => {
          const expired = await expireSubscriptions(db, request.body.mobile_number);
          if (expired === null) throw new AppError(404, "NOT_FOUND", paymentMessages.noSuchUser);
          return { message: paymentMessages.subscriptionsExpired, expired };
        },
      );
    }
  }

  if (config.paymentReconcileIntervalSeconds > 0 && provider.name !== "sandbox") {
    const stop = startReconcileJob(
      { db, provider, log: warn },
      config.paymentReconcileIntervalSeconds,
    );
    app.addHook("onClose", async () => stop());
  }
};
