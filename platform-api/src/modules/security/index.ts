import fp from 'fastify-plugin';
import { ensureKeyFile } from '../../infra/crypto/key-file';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createSecurityService, type SecurityService } from './security-service';

export type { SecurityService } from './security-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security module's service (security questions, the new-IP check). */
    security: SecurityService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = [
  'security_questions',
  'member_security_answers',
  'member_known_ips',
  'ip_verification_tickets',
  'member_totp',
  'member_totp_recovery_codes',
] as const;
/**
 * The security module: security_questions, member_security_answers, member_known_ips and
 * ip_verification_tickets, member_totp and member_totp_recovery_codes; /wps/v2/member security config, questions
 * and two-step sign-in (totp), /wps/verification/ip.
 * It adds the new-IP check and the remembering of IPs to every login of the sessions module.
 */
export default fp(
  async (app) => {
    const security = createSecurityService({
      db: app.db,
      config: app.config,
      merchants: app.merchants,
      members: app.members,
      sessions: app.sessions,
      verification: app.verification,
      passwords: app.passwords,
      inbox: app.inbox,
      secretsKey: app.config.secretsKey ?? ensureKeyFile(app.config.secretsKeyFile),
    });
    app.decorate('security', security);
    app.sessions.useLoginHooks({
      ipChallenge: (merchant, memberId, ip) => security.ipChallenge(merchant, memberId, ip),
      rememberIp: (memberId, ip, tx) => security.rememberIp(memberId, ip, tx),
      securityAnswerDue: (memberId, tx) => security.answerDue(memberId, tx),
    });
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'security', dependencies: ['merchants', 'members', 'sessions', 'verification', 'passwords', 'inbox'] },
);
