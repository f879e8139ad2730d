import './infra/decorations';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { join } from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from './infra/config';
import { randomCaptchaText } from './modules/anti-bot/captcha-image';
import { installErrorHandlers } from './infra/errors/error-handler';
import { pruneExpired } from './housekeeping';
import { createOutboxRepository } from './infra/messages/outbox-repository';
import { createJobRegistry, housekeepingJob } from './infra/jobs';
import { createMessageProvider, type MessageProvider } from './infra/messages/message-provider';
import { authenticateOpsRoutes, isOpsUrl } from './modules/operator';
import { installMetrics } from './modules/metrics';
import { createDbRateLimiter } from './infra/rate-limit/rate-limiter';
import { openDb, type Db } from './infra/db';
import { staticFiles } from './infra/http/static-files';
import { merchantOf } from './infra/http/request-merchant';
import { CONSOLE_POLICY } from './modules/merchants';
import type { Rng } from './infra/rng';
import { ERROR_CATALOGUE } from './errors';
import { createLocalBus, createRedisBus } from './infra/cache/invalidation-bus';
import { createMerchantCache } from './infra/cache/merchant-cache';
import { validatorCompiler } from './infra/http/validator-compiler';
import { urlHasControl } from './infra/http/control-chars';
import { hostIsValid } from './infra/http/request-host';
import { corsRule } from './infra/http/cors-origins';
import { commonError } from './infra/errors/common-errors';
import { lazyCompiler, lazySerializerFactory } from './infra/http/lazy-compiler';
import { installRequestLog } from './infra/http/request-log';
import { named, namePluginsUnder } from './infra/http/plugin-names';
import type { RouteOwner } from './infra/decorations';
import type { ModuleOptions } from './infra/http/module-options';
import { prepareDatabase } from './prepare-database';

/** The back office's paths: its API and its app. */
const isBackOffice = (url: string) => isOpsUrl(url) || url === '/console' || url.startsWith('/console/');

export interface BuildAppOptions {
  /** Overrides of the environment configuration. */
  config?: Partial<AppConfig>;
  /** A migrated and seeded database; when absent one is opened from the config, prepared, and closed with the app. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
  /** Source of captcha texts (default: random); tests inject a known one. */
  captchaText?: () => string;
  /** Outbound message provider (default: the one MESSAGE_PROVIDER names). */
  messageProvider?: MessageProvider;
  /** The demo vendor's source of chance (default: crypto.randomInt); tests inject a fixed one. */
  demoVendorRng?: Rng;
  /** The clock of rules that compare times in code (default: the system's); tests move it. */
  clock?: () => Date;
}

/** Builds the Fastify app (routes, hooks, static files) without listening; tests drive it with app.inject. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...opts.config };
  const ownsDb = !opts.db;
  const db = opts.db ?? (await openDb(config));
  if (ownsDb) await prepareDatabase(db, config.merchantCode);

  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Per-request lines come from installRequestLog (every request, a summary a minute, or none).
    logController: new LogController({ disableRequestLogging: true }),
    schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory } },
  });
  installRequestLog(app, config.requestLog);
  app.setValidatorCompiler(lazyCompiler(validatorCompiler));
  const fixedOr = (text: string | null, random: () => string) => (text ? () => text : random);
  // What every module shares (infra/decorations.ts); each module decorates its own service.
  app.decorate('config', config);
  app.decorate('db', db);
  // app.metrics (GET /metrics): the request timing hook covers every route registered below and the 404 handler.
  installMetrics(app);
  // Every /ops route, whichever module registers it, answers 401 without an operator session or API token (before
  // its own hooks), and checks the operator's role (and a token's scopes) against the route's permission.
  authenticateOpsRoutes(app);
  app.decorate('rateLimiter', createDbRateLimiter(db));
  app.decorate(
    'messages',
    opts.messageProvider ??
      createMessageProvider(config.messageProvider, { outbox: createOutboxRepository(db), env: process.env }),
  );
  const cache = createMerchantCache({
    ttlSeconds: config.cacheTtlSeconds,
    bus: config.redisUrl ? createRedisBus(config.redisUrl, app.log) : createLocalBus(),
  });
  app.decorate('cache', cache);
  app.addHook('onClose', () => cache.close());
  // An operator change (any non-GET /ops call) shows on the next page load: drop every cached read.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith('/ops/') && reply.statusCode < 400)
      await cache.invalidateAll();
  });
  app.decorateRequest('auth', null);
  installErrorHandlers(app, ERROR_CATALOGUE);
  // A control character in the path or query (`%00` …) is refused before any route reads it; bodies, queries and
  // params with a schema are checked by the validator too (infra/http/control-chars.ts).
  app.addHook('onRequest', async (request) => {
    if (urlHasControl(request.url))
      throw commonError('VALIDATION', { field: null, detail: 'The URL holds a control character' });
    // A Host no URL can carry (`localhost:99999`) is refused before any code builds the request's origin from it.
    if (!hostIsValid(request.host)) throw commonError('BAD_REQUEST', { detail: 'The Host header is not a valid host' });
  });
  // Every route with its owning module (registerModuleRoutes tags them): docs/ownership.md is built from it.
  const routeOwners: RouteOwner[] = [];
  app.decorate('routeOwners', routeOwners);
  app.addHook('onRoute', (r) => {
    // The module's own onRoute hook (registerModuleRoutes) tags the route after this one runs: read it late.
    for (const method of [r.method].flat())
      if (method !== 'HEAD')
        routeOwners.push({
          method,
          url: r.url,
          get module() {
            return r.config?.module ?? null;
          },
          schema: r.schema,
          get opsAccess() {
            return r.config?.opsAccess;
          },
          get access() {
            return r.config?.access;
          },
        });
  });
  // Timed work is defined here and by the modules, and run by server.ts on the job queue (infra/jobs),
  // never by a timer inside the app: tests start a runner explicitly when they need one.
  const jobs = createJobRegistry();
  app.decorate('jobs', jobs);
  jobs.define(housekeepingJob(() => pruneExpired(app)));
  if (ownsDb) app.addHook('onClose', () => db.close());

  // Security headers on every page and answer (helmet): nosniff, a strict referrer policy, no framing by another site
  // (frame-ancestors 'self' and X-Frame-Options), HSTS only in production (behind TLS). Popups keep their opener (social
  // sign-in, the payment page) and remotes, art and CDN images stay loadable by the brands' other hosts. The player
  // site's page carries its merchant's full policy (merchants/content-policy.ts), the console's page its own.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        frameAncestors: ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // CORS only for known origins: the brands' own hosts (domain routes) and CORS_ORIGINS; the back office's /ops and
  // /console are same-origin only, so no other site's script can call them with a token it holds.
  const allowedOrigin = corsRule({
    extraOrigins: config.corsOrigins,
    servesHost: (host) => app.merchants.servesHost(host),
    sameOriginOnly: isBackOffice,
  });
  await app.register(cors, {
    delegator: (req, cb) => {
      allowedOrigin(req).then(
        (origin) => cb(null, { origin }),
        (err: Error) => cb(err),
      );
    },
  });
  // multipart/form-data for `multipart` endpoints (readMultipart): files over the limit are cut and
  // flagged, so the endpoint answers its own error; the per-endpoint limits are passed to parts().
  await app.register(multipart, { throwFileSizeLimit: false });
  // Every src/modules/<domain>/index.ts: a Fastify plugin that decorates its service and registers its routes.
  const moduleOptions: ModuleOptions = {
    captchaText: opts.captchaText ?? fixedOr(config.fixedCaptchaText, randomCaptchaText),
    demoVendorRng: opts.demoVendorRng,
    clock: opts.clock,
  };
  namePluginsUnder(join(__dirname, 'modules'), { depth: 1, indexOnly: true });
  await app.register(named('@fastify/autoload', autoload), {
    dir: join(__dirname, 'modules'),
    maxDepth: 1,
    options: moduleOptions,
  });
  // index.html carries the Host's merchant's title, favicon and theme stylesheet (ADR 0005).
  await app.register(named('static files', staticFiles), {
    root: config.staticRoot,
    // Released versions of the remotes (ADR 0012) from the folder store; an S3 store is served by its bucket.
    ...(config.releaseStore === 'folder' ? { releases: config.releaseStoreDir } : {}),
    consolePolicy: CONSOLE_POLICY,
    page: async (request, template) => {
      const merchant = await merchantOf(request);
      return merchant ? app.merchants.page(merchant, template) : null;
    },
  });
  return app;
}
