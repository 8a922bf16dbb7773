import { statSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@sahayi/contract/i18n/translate";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { type CatalogReference, readCatalogReference } from "./db/reference.ts";
import { otpRoutes } from "./features/accounts/otp-routes.ts";
import { accountRoutes } from "./features/accounts/routes.ts";
import { adminRoutes } from "./features/admin/routes.ts";
import { catalogRoutes } from "./features/catalog/routes.ts";
import { contactRoutes } from "./features/contacts/routes.ts";
import { contentRoutes } from "./features/content/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { helperAccountRoutes } from "./features/helper-account/routes.ts";
import { maidRegistrationRoutes } from "./features/maid-registration/routes.ts";
import { outboxRoutes } from "./features/outbox/routes.ts";
import { startOutbox } from "./features/outbox/start.ts";
import { readPaidInvoice, renderInvoicePdf } from "./features/payments/invoice.ts";
import { reconcileOrder } from "./features/payments/reconcile.ts";
import { paymentRoutes } from "./features/payments/routes.ts";
import { planRoutes } from "./features/plans/routes.ts";
import { privacyRoutes } from "./features/privacy/routes.ts";
import { createPageRenderer } from "./features/seo/page-html.ts";
import { seoRoutes } from "./features/seo/routes.ts";
import { shortlistRoutes } from "./features/shortlist/routes.ts";
import { guardAdminRoute, registerAuth } from "./lib/accounts/auth.ts";
import { loadAuthSecret } from "./lib/accounts/auth-secret.ts";
import { sizePasswordLine } from "./lib/accounts/passwords.ts";
import { createTokens } from "./lib/accounts/tokens.ts";
import { type CacheGroup, createCacheGroup } from "./lib/cache.ts";
import { refusingControlCharacters } from "./lib/control-characters.ts";
import { createEmailProvider, type EmailProvider } from "./lib/email.ts";
import { loggerOptions } from "./lib/log-privacy.ts";
import { createPaymentProviders, type PaymentProviders } from "./lib/payments/index.ts";
import {
  createProfileViews,
  PROFILE_VIEWS_FLUSH_MS,
  type ProfileViews,
} from "./lib/public-helpers/profile-views.ts";
import { configuredOrigin } from "./lib/site-origin.ts";
import { createSmsProvider, type SmsProvider } from "./lib/sms.ts";
import { configuredStorage } from "./lib/storage/configured-storage.ts";
import type { ImageStorage } from "./lib/storage/storage.ts";
import { registerDocs } from "./plugins/docs.ts";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./plugins/errors.ts";
import { registerMedia } from "./plugins/media.ts";
import { RequestLog } from "./plugins/request-log.ts";
import { registerSecurity, trustProxyOption } from "./plugins/security.ts";
import { serializerCompiler } from "./plugins/serializer.ts";
import { registerWebApp } from "./plugins/web-app.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: ImageStorage;
    /** Districts, constituencies, shifts, categories …, cached for CACHE_TTL_MS. */
    /** The reference lists named in `locale` (English by default). */
    catalogReference: (locale?: Locale) => Promise<CatalogReference>;
    /**
     * The caches of public answers built from catalogue data; admin catalogue changes clear
     * them (docs/decisions/021). Features make such caches with `publicCaches.create`.
     */
    publicCaches: CacheGroup;
    /** Opens of helpers' pages, counted for her own page's figures. */
    profileViews: ProfileViews;
    /** Every route as it was added, HEAD twins included: for tests that walk them all. */
    routeTable: readonly RouteOptions[];
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to the bucket S3_BUCKET names, or DATA_DIR/uploads on the local disk. */
  storage?: ImageStorage;
  /** Defaults to the provider SMS_PROVIDER names. */
  sms?: SmsProvider;
  /** Defaults to the provider PAYMENT_PROVIDER names. */
  payments?: PaymentProviders;
  /** Defaults to the provider EMAIL_PROVIDER names. */
  email?: EmailProvider;
  /** Where the log is written; standard output by default. */
  logStream?: DestinationStream;
}

/** The whole HTTP application, ready for `listen` or, in tests, `inject`. */
export async function buildApp({
  config,
  db,
  storage,
  sms,
  payments,
  email,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : loggerOptions(config.logLevel, logStream),
    routerOptions: { ignoreTrailingSlash: true },
    logController: new RequestLog(),
    // Uploads go through multipart with their own limits; JSON bodies are small.
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    // While shutting down, a request that still arrives on an open connection is answered
    // (with Connection: close) rather than given Fastify's own 503 body outside our shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  sizePasswordLine({ atOnce: config.passwordHashesAtOnce, waiting: config.passwordHashQueue });
  app.setValidatorCompiler(refusingControlCharacters(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", db);
  const profileViews = createProfileViews(db, {
    flushEveryMs: PROFILE_VIEWS_FLUSH_MS,
    log: (error) => app.log.warn({ err: error }, "profile views not written yet"),
  });
  app.decorate("profileViews", profileViews);
  app.addHook("onClose", () => profileViews.close());
  app.decorate("storage", storage ?? configuredStorage(config));
  const publicCaches = createCacheGroup();
  app.decorate("publicCaches", publicCaches);
  const reference = publicCaches.create<CatalogReference>({
    ttlMs: config.cacheTtlMs,
    maxEntries: LOCALES.length,
  });
  app.decorate("catalogReference", (locale: Locale = "en") =>
    reference.get(locale, () => readCatalogReference(db, locale)),
  );

  const routeTable: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    guardAdminRoute(route);
    routeTable.push(route);
  });
  app.decorate("routeTable", routeTable);

  const authSecret = await loadAuthSecret(config);
  registerAuth(app, createTokens(authSecret));
  const smsProviders = createSmsProvider(config, (line) => app.log.info(line));

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerDocs(app);

  await app.register(healthRoutes);
  await app.register(contentRoutes, {
    contactMessagesPerAddressPerHour: config.contactMessagesPerAddressPerHour,
  });
  await app.register(catalogRoutes);
  const paymentProviders = payments ?? createPaymentProviders(config, authSecret);
  await app.register(maidRegistrationRoutes, { provider: paymentProviders.current });
  await app.register(accountRoutes);
  await app.register(planRoutes);
  await app.register(paymentRoutes, { providers: paymentProviders });
  await app.register(contactRoutes);
  await app.register(shortlistRoutes);
  await app.register(helperAccountRoutes);
  await app.register(otpRoutes, {
    sms: sms ?? smsProviders.provider,
    // The outbox shows codes to anyone who asks: never in production.
    outbox: config.env === "production" || sms ? undefined : smsProviders.outbox,
    requestsPerAddressPerHour: config.otpRequestsPerAddressPerHour,
  });

  await app.register(adminRoutes, {
    reconcile: (id) => reconcileOrder({ db, provider: paymentProviders.current }, id),
  });
  await app.register(outboxRoutes, {
    // The outbox shows e-mails to anyone who asks: never in production.
    devEmail: config.env !== "production" && config.email.provider === "console" && !email,
  });
  if (config.messagesPollIntervalMs > 0) {
    const stop = startOutbox(
      {
        db,
        sms: sms ?? smsProviders.provider,
        email: email ?? createEmailProvider(config.email, (line) => app.log.info(line)),
        siteName: config.invoiceSeller.name,
        invoicePdf: async ({ paymentId }) =>
          renderInvoicePdf(await readPaidInvoice({ db, seller: config.invoiceSeller }, paymentId)),
        origin: configuredOrigin(config),
        log: (details, message) => app.log.warn(details, message),
      },
      config.messagesPollIntervalMs,
    );
    app.addHook("onClose", async () => stop());
  }
  await app.register(privacyRoutes);

  await app.register(seoRoutes, { builtAt: builtAt(config.webDist) });

  registerMedia(app, app.storage);
  await registerWebApp(app, config.webDist, createPageRenderer(app));
  return app;
}

/** When the web app was built (its index.html was written); now, when there is no build. */
function builtAt(webDist: string): Date {
  try {
    return statSync(path.join(webDist, "index.html")).mtime;
  } catch {
    return new Date();
  }
}
