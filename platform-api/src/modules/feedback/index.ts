import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createFeedbackService, type FeedbackService } from './feedback-service';

export type { FeedbackService } from './feedback-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feedback module's service (the player's form and list, the operators' queue). */
    feedback: FeedbackService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['feedback', 'feedback_images', 'feedback_settings'] as const;

/**
 * The feedback module: feedback, feedback_images, feedback_settings; /wps/feedback (the player's form and list) and
 * /ops/feedback (the queue, answer, close). An answer reaches the player through the inbox module.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'feedback',
      createFeedbackService({ db: app.db, inbox: app.inbox, members: app.members, now: opts.clock }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'feedback', dependencies: ['inbox', 'members', 'operator'] },
);
