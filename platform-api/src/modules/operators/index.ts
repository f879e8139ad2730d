import fp from 'fastify-plugin';
import type { Permission } from 'shared-contracts';
import { ensureKeyFile } from '../../infra/crypto/key-file';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createOperatorPasskeysRepository } from './operator-passkeys-repository';
import { createOperatorSessionsRepository } from './operator-sessions-repository';
import { createOperatorTokensRepository } from './operator-tokens-repository';
import { createOperatorAccounts, type OperatorAccounts } from './operator-accounts';
import { createOperatorsRepository } from './operators-repository';
import { createOperatorsService, type OperatorPrincipal, type OperatorsService } from './operators-service';

export type { OperatorPrincipal, OperatorsService } from './operators-service';
export { operatorsError } from './errors';
export { hashSecret } from './operator-sessions-repository';
export { totpCode } from '../../infra/crypto/totp';
export { TOKEN_PREFIX } from './operator-tokens-repository';
export { ensureDevToken } from './dev-token';

/** The cookie of an open operator session (path /ops), and of a sign-in waiting for its second factor. */
export const OPS_SESSION_COOKIE = 'ops_session';
export const OPS_PENDING_COOKIE = 'ops_pending';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators module's service (operator accounts, sign-in, sessions, tokens). */
    operators: OperatorsService;
    /** Operator accounts as admins manage them. */
    operatorAccounts: OperatorAccounts;
  }
  interface FastifyRequest {
    /** The operator an /ops call acts as (its session's or API token's); null on the public sign-in routes. */
    opsOperator: OperatorPrincipal | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call an /ops route with an operator session (ADR 0011): `public` (the sign-in steps), `signed-in`
     * (any operator: its own session), or the permission it needs. A route without it is refused to everyone.
     */
    opsAccess?: 'public' | 'signed-in' | Permission;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = [
  'operators',
  'operator_merchants',
  'operator_recovery_codes',
  'operator_sessions',
  'operator_tokens',
  'operator_passkeys',
] as const;

/** The operators module: operator accounts, the two-step sign-in with TOTP, sessions; /ops/session, /ops/sessions. */
export default fp(
  async (app) => {
    app.decorateRequest('opsOperator', null);
    const operators = createOperatorsRepository(app.db);
    const audit = (e: Parameters<typeof app.operator.audit>[0]) => app.operator.audit(e);
    app.decorate('operatorAccounts', createOperatorAccounts({ operators, merchants: app.merchants, audit }));
    app.decorate(
      'operators',
      createOperatorsService({
        db: app.db,
        operators,
        sessions: createOperatorSessionsRepository(app.db),
        tokens: createOperatorTokensRepository(app.db),
        passkeys: createOperatorPasskeysRepository(app.db),
        secretsKey: app.config.secretsKey ?? ensureKeyFile(app.config.secretsKeyFile),
        merchants: app.merchants,
        audit,
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'operators', dependencies: ['merchants', 'operator'] },
);
