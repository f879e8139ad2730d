import type { AppConfig } from '../../config';
import type { Db } from '../external/db';
import type { Repositories } from './repositories';
import type { ActiveSession } from './sessions/session-repository';

/** What every route needs: configuration, the database and the repositories over it. */
export interface Platform {
  config: AppConfig;
  db: Db;
  repos: Repositories;
  /** The key /ops requests must present in x-operator-key. */
  operatorKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    /** Set by the auth preHandler on token-protected endpoints. */
    auth: ActiveSession | null;
  }
}
