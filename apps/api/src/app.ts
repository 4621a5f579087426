import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@plaza/domain/zod-es';
import { fastifyTrustProxy, type Config } from './config';
import { createImageStore, type ImageStore } from './platform/image-store';
import { registerImageRoute } from './platform/image-route';
import type { DatabaseHandle } from './db/connection';
import { t } from '@plaza/domain/messages/es-server';
import { answerError, refuseNulCharacters, registerErrorHandling } from './platform/errors';
import { registerCsrfGuard } from './platform/csrf';
import { changesState, registerMaintenanceGuard } from './platform/route-guards';
import { registerAuditContext } from './platform/audit';
import { securityHeaders } from './platform/security-headers';
import { lazyChildLogger, RequestLog, withRequestSerializer } from './platform/request-log';
import { registerOpenApi, taggedModule, type ModuleTag } from './platform/openapi';
import { createMailer, type Mailer } from './platform/mail';
import { MailSender, type SenderOptions } from './platform/outbox';
import { forgetAnalysedWords } from './modules/search/search-service';
import { knownWordsWriteCount } from './modules/search/search-words';
import { CATALOGUE_CHANNEL, searchIndexOf, withoutSearchIndex } from './modules/search/search-index';
import { registerResponseCache } from './platform/response-cache';
import { registerReadReplica } from './platform/read-replica';
import { memoryReport, type MemoryReport } from './platform/memory';
import type { ResponseCacheStats } from './platform/response-cache';
import { onContentChange } from './platform/content-changes';
import { registerWebApp, type PageResolver } from './platform/web-app';
import { healthRoutes } from './modules/health/routes';
import { sessionAdminRoutes } from './modules/session/admin-routes';
import { sessionRoutes } from './modules/session/routes';
import { footerRoutes } from './modules/footer/routes';
import { documentRoutes } from './modules/documents/routes';
import { productRoutes } from './modules/products/routes';
import { referenceRoutes } from './modules/reference/routes';
import { sectionRoutes } from './modules/sections/routes';
import { storeRoutes } from './modules/stores/routes';
import { pageResolver } from './modules/pages/page-resolver';
import { searchRoutes } from './modules/search/routes';
import { authRoutes } from './modules/auth/routes';
import { securityAdminRoutes } from './modules/auth/admin-routes';
import { secondFactorRoutes } from './modules/auth/second-factor-routes';
import { profileRoutes } from './modules/profile/routes';
import { orderRoutes } from './modules/orders/routes';
import { customerRoutes } from './modules/customer/routes';
import { referralRoutes } from './modules/referrals/routes';
import { sellerRoutes } from './modules/sellers/routes';
import { docsRoutes } from './modules/docs/routes';
import { storeAdminStoreRoutes } from './modules/store-admin/store-routes';
import { storeAdminCatalogueRoutes } from './modules/store-admin/catalogue-routes';
import { sellerAdminRoutes } from './modules/sellers/admin-routes';
import { userAdminRoutes } from './modules/users/admin-routes';
import { reviewAdminRoutes } from './modules/reviews/admin-routes';
import { dashboardAdminRoutes } from './modules/dashboard/admin-routes';
import { auditAdminRoutes } from './modules/audit/admin-routes';
import { storeHistoryRoutes } from './modules/audit/store-admin-routes';
import { adminStoreRoutes } from './modules/stores/admin-routes';
import { adminBillingRoutes } from './modules/billing/admin-routes';
import { queueAdminRoutes } from './modules/queue/admin-routes';
import { storeAdminReviewRoutes } from './modules/reviews/store-admin-routes';
import { storeAdminBillingRoutes } from './modules/billing/store-admin-routes';
import { adminContentRoutes } from './modules/admin-content-routes';
import { adminPayoutRoutes } from './modules/payouts/admin-routes';
import { referralPayoutRoutes } from './modules/payouts/routes';
import { staffInvitationRoutes } from './modules/staff/routes';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** The built web app (apps/web/dist); API-only when absent, as in the API tests. */
  webDir?: string;
  /** Delivers the outbox's messages; by default SMTP_URL's server, or .eml files. */
  mailer?: Mailer;
  /** The outbox sender's timings; tests shorten the retry delays. */
  mailSender?: Partial<Pick<SenderOptions, 'retryBaseMs' | 'retryMaxMs' | 'leaseMs' | 'pollMs' | 'concurrency'>>;
  logger?: FastifyServerOptions['logger'];
  pageResolvers?: PageResolver[];
  /** How long visitors may share catalogue answers; 0 turns the micro-cache off (the API tests). */
  responseCacheMs?: number;
  /** Told of every route as it is registered: tests that must cover every route list them with it. */
  onRoute?: (route: RouteOptions) => void;
  /** Where images are stored; by default the one the configuration names (`createImageStore`). */
  images?: ImageStore;
  /** "Now" for the plan billing (paid-through dates, reminders): tests move it instead of waiting. */
  clock?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: {
      config: Config;
      db: DatabaseHandle['db'];
      mailer: Mailer;
      mailSender: MailSender;
      images: ImageStore;
      memory: () => MemoryReport;
      clock: () => Date;
    };
  }
}

/**
 * The search index of the database visitors' searches read is read in the background from the
 * start, so the first searches after a start do not wait for it (they answer through SQL until then).
 */
function registerSearchIndex(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  if (config.searchIndex) {
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      const index = searchIndexOf(database.replica?.db ?? database.db);
      // A committed catalogue write, from any process: the index catches up before a search finds
      // it behind (each page checks anyway; a notification lost costs only that).
      try {
        unlisten = await database.listen(CATALOGUE_CHANNEL, () => void index?.catchUp().catch(() => {}));
      } catch (error) {
        app.log.warn({ err: error }, 'search index: cannot listen for catalogue changes; pages find them');
      }
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  }
  else for (const db of [database.db, database.replica?.db]) if (db) withoutSearchIndex(db);
}

/** Builds the whole app without listening: the server and the tests share it. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: withRequestSerializer(deps.logger),
    logController: new RequestLog(),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Malformed percent-encoding and overlong path segments get the usual Spanish answer too.
    frameworkErrors: answerError,
    // Graceful restarts (server.ts closes the app on SIGTERM): the listening socket closes at once
    // and idle keep-alive connections with it; a request already in flight is answered, and so is
    // one that arrives on a connection that was busy when the close began (a 503 there would fail a
    // POST that no proxy may retry). Each of those answers says `Connection: close`.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: it describes the routes registered after it.
  await registerOpenApi(app, config.publicUrl);
  const mailer = deps.mailer ?? createMailer(config, app.log);
  // Every process sends the outbox's mail: from the first request on, until it closes.
  const mailSender = new MailSender({
    db: deps.database.db,
    mailer,
    log: app.log,
    mailFrom: config.mailFrom,
    retryMaxMs: config.mailRetryMaxMinutes * 60_000,
    // .eml files are written one at a time, so their names sort in the order of the outbox.
    concurrency: config.smtpUrl ? undefined : 1,
    ...deps.mailSender,
  });
  const images = deps.images ?? (await createImageStore(config));
  // The response cache registers below; the memory report reads its figures once it exists.
  const cacheStats: { read?: () => ResponseCacheStats } = {};
  const memory = () => memoryReport({ pglite: deps.database.pglite, cache: cacheStats.read });
  app.decorate('deps', { config, db: deps.database.db, mailer, mailSender, images, memory, clock: deps.clock ?? (() => new Date()) });
  registerAuditContext(app, deps.database.db);
  app.addHook('onReady', () => mailSender.start(deps.database.listen));
  registerSearchIndex(app, config, deps.database);
  app.addHook('onClose', async () => {
    await mailSender.stop();
    mailer.close?.();
  });

  let notFoundPage: ((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined;
  registerErrorHandling(app);
  app.setNotFoundHandler((request, reply) => {
    const isHtml = !/^\/(api|img|mark)\//.test(request.url) && request.method === 'GET';
    if (isHtml && notFoundPage) return notFoundPage(request, reply);
    return reply.status(404).send({ success: false, message: t('errors.routeNotFound') });
  });

  await app.register(fastifyCookie);
  // Which database each read goes to (DATABASE_REPLICA_URL): decided in this one place.
  registerReadReplica(app, deps.database, config);
  // Security headers on pages and API answers; hashed assets and images only need nosniff, and
  // a kilobyte of headers on each of a page's many small files is weight a slow phone pays for.
  // /img/ redirects to IMAGE_PUBLIC_URL when it is set: the browser must be allowed to follow.
  const imageOrigin = config.imagePublicUrl ? [new URL(config.imagePublicUrl).origin] : [];
  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The service worker fetches images itself, so it follows that redirect under connect-src.
        connectSrc: ["'self'", ...imageOrigin],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigin],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (/^\/(assets|img)\//.test(request.url)) reply.header('x-content-type-options', 'nosniff');
    else reply.headers(security);
    done();
  });
  // An answer that sets a cookie belongs to one browser: no cache may keep it, the web app's
  // service worker included (a worker cannot see Set-Cookie, so it reads this header instead).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
    // Closing: the connection ends with this answer, so the client's next request goes elsewhere.
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  const cacheMs = deps.responseCacheMs ?? 5_000;
  const responseCache =
    cacheMs > 0 && config.responseCacheBytes > 0 ? registerResponseCache(app, { ttlMs: cacheMs, maxBytes: config.responseCacheBytes }) : undefined;
  cacheStats.read = responseCache?.stats;
  if (responseCache) onContentChange(app, deps.database.listen, responseCache.clear);
  // What typed words stood for is forgotten once a request that changed the known words has
  // answered (its transaction committed), not after every write (search-words.ts).
  const knownWordsAtStart = new WeakMap<object, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (changesState(request)) knownWordsAtStart.set(request, knownWordsWriteCount());
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const atStart = knownWordsAtStart.get(request);
    if (atStart !== undefined && atStart !== knownWordsWriteCount()) {
      forgetAnalysedWords(deps.database.db);
      if (deps.database.replica) forgetAnalysedWords(deps.database.replica.db);
    }
    done();
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (config.maintenance) registerMaintenanceGuard(app);
  registerCsrfGuard(app, config);
  refuseNulCharacters(app);

  await registerImageRoute(app, images, config.imagePublicUrl);

  const modules: [ModuleTag, FastifyPluginAsync][] = [
    ['health', healthRoutes],
    ['session', sessionRoutes],
    ['footer', footerRoutes],
    ['documents', documentRoutes],
    ['reference', referenceRoutes],
    ['products', productRoutes],
    ['stores', storeRoutes],
    ['sections', sectionRoutes],
    ['search', searchRoutes],
    ['auth', authRoutes],
    ['secondFactor', secondFactorRoutes],
    ['profile', profileRoutes],
    ['orders', orderRoutes],
    ['customer', customerRoutes],
    ['referrals', referralRoutes],
    ['referrals', referralPayoutRoutes],
    ['sellers', sellerRoutes],
    ['team', staffInvitationRoutes],
    ['storeAdmin', storeAdminStoreRoutes],
    ['storeAdminCatalogue', storeAdminCatalogueRoutes],
    ['storeAdminBilling', storeAdminBillingRoutes],
    ['storeAdminHistory', storeHistoryRoutes],
    ['storeAdminReviews', storeAdminReviewRoutes],
    ['adminSession', sessionAdminRoutes],
    ['adminSecurity', securityAdminRoutes],
    ['adminDashboard', dashboardAdminRoutes],
    ['adminApplications', sellerAdminRoutes],
    ['adminUsers', userAdminRoutes],
    ['adminReviews', reviewAdminRoutes],
    ['adminAudit', auditAdminRoutes],
    ['adminStores', adminStoreRoutes],
    ['adminBilling', adminBillingRoutes],
    ['adminQueue', queueAdminRoutes],
    ['adminContent', adminContentRoutes],
    ['adminPayouts', adminPayoutRoutes],
    ['docs', docsRoutes],
  ];
  for (const [tag, routes] of modules) await app.register(taggedModule(tag, routes));

  if (deps.webDir) {
    const web = await registerWebApp(app, deps.webDir, deps.pageResolvers ?? [pageResolver(app)]);
    notFoundPage = web.renderNotFound;
  }

  return app;
}
