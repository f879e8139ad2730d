import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createInboxService, type InboxService } from './inbox-service';

export type { InboxService } from './inbox-service';
export type { MessageKind, MessageParams, Notification } from './message-kinds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbox module's service (a member's internal messages). */
    inbox: InboxService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['member_messages'] as const;

/** The inbox module: member_messages; /wps/relay/CSP_unreadCount and /wps/messages. */
export default fp(
  async (app) => {
    app.decorate('inbox', createInboxService({ db: app.db }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'inbox' },
);
