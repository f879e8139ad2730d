import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import type { MessageProvider } from '../../infra/messages/message-provider';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { Repositories } from './repositories';

/** What every route needs: configuration, the database and the repositories over it. */
export interface Platform {
  config: AppConfig;
  db: Db;
  repos: Repositories;
  /** The key /ops requests must present in x-operator-key. */
  operatorKey: string;
  rateLimiter: RateLimiter;
  /** Outbound SMS / e-mail (MESSAGE_PROVIDER; the outbox table by default). */
  messages: MessageProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
