import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createVerificationService, type VerificationService } from './verification-service';

export type { Phone } from './phone';
export type { CheckedCode, CodeRequest } from './sms-codes';
export type { SmsBudgetAlert, SmsBudgetListener } from './sms-caps';
export type { CodePurpose } from './verification-code-repository';
export type { VerificationService } from './verification-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The verification module's service (mobile numbers, one-time SMS / e-mail codes). */
    verification: VerificationService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = ['verification_codes'] as const;

/** The verification module: verification_codes; /wps/verification/sms (SMS login codes). */
export default fp(
  async (app) => {
    app.decorate(
      'verification',
      createVerificationService({
        db: app.db,
        config: app.config,
        merchants: app.merchants,
        members: app.members,
        antiBot: app.antiBot,
        messages: app.messages,
        rateLimiter: app.rateLimiter,
        log: app.log,
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'verification', dependencies: ['merchants', 'members', 'anti-bot'] },
);
