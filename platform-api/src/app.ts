import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { join } from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from './infra/config';
import { randomCaptchaText } from './modules/anti-bot/captcha-image';
import { installErrorHandlers } from './infra/errors/error-handler';
import { startHousekeeping } from './plugins/app/housekeeping';
import { createMessageProvider, type MessageProvider } from './infra/messages/message-provider';
import { ensureOperatorKey } from './modules/operator';
import type { Platform } from './plugins/app/platform';
import { createDbRateLimiter } from './infra/rate-limit/rate-limiter';
import { createRepositories } from './plugins/app/repositories';
import { openDb, type Db } from './infra/db';
import { staticFiles } from './infra/http/static-files';
import type { Rng } from './modules/demo-vendor';
import { ERROR_CATALOGUE } from './errors';
import type { ModuleOptions } from './infra/http/module-options';
import { prepareDatabase } from './prepare-database';

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
  });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const repos = createRepositories(db);
  const fixedOr = (text: string | null, random: () => string) => (text ? () => text : random);
  const platform: Platform = {
    config,
    db,
    repos,
    operatorKey: ensureOperatorKey(config),
    rateLimiter: createDbRateLimiter(db),
    messages:
      opts.messageProvider ?? createMessageProvider(config.messageProvider, { outbox: repos.outbox, env: process.env }),
  };
  app.decorate('platform', platform);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('rateLimiter', platform.rateLimiter);
  app.decorate('messages', platform.messages);
  app.decorateRequest('auth', null);
  installErrorHandlers(app, ERROR_CATALOGUE);
  const stopHousekeeping = startHousekeeping(platform, app, app.log);
  app.addHook('onClose', async () => stopHousekeeping());
  if (ownsDb) app.addHook('onClose', () => db.close());

  await app.register(cors, { origin: '*' });
  // multipart/form-data for `multipart` endpoints (readMultipart): files over the limit are cut and
  // flagged, so the endpoint answers its own error; the per-endpoint limits are passed to parts().
  await app.register(multipart, { throwFileSizeLimit: false });
  // Every src/modules/<domain>/index.ts: a Fastify plugin that decorates its service and registers its routes.
  const moduleOptions: ModuleOptions = {
    captchaText: opts.captchaText ?? fixedOr(config.fixedCaptchaText, randomCaptchaText),
    demoVendorRng: opts.demoVendorRng,
  };
  await app.register(autoload, { dir: join(__dirname, 'modules'), maxDepth: 1, options: moduleOptions });
  await app.register(staticFiles, { root: config.staticRoot });
  return app;
}
