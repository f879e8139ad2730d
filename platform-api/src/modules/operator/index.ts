import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createOperatorService, type OperatorService } from './operator-service';

export type { MerchantSummary, OperatorDeps, OperatorService, SocialProviderPatch } from './operator-service';
export { operatorAuth, operatorActor } from './operator-auth';
export {
  decisionRoutes,
  MerchantCode,
  MerchantQuery,
  OpsId,
  OpsReason,
  opsKit,
  sendPrivateFile,
  type OpsDecision,
} from './ops-kit';
export type { AuditEntry, AuditRecord } from './operator-audit-repository';
export { ensureOperatorKey, keyMatches, readOperatorKey } from './operator-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator module's service (merchant switches and social sign-in providers, for /ops and the CLI). */
    operator: OperatorService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md); otherwise it acts through other modules. */
export const TABLES = ['operator_audit'] as const;

/** The operator module: operator_audit; /ops/merchants/* and /ops/jobs (x-operator-key), the same actions the offline CLI (src/cli) runs. */
export default fp(
  async (app) => {
    app.decorate('operator', createOperatorService({ db: app.db, merchants: app.merchants, social: app.social }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'operator', dependencies: ['merchants', 'social'] },
);
