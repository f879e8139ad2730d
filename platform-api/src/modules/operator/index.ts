import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createDecisionGuards, type DecisionGuards } from './decision-guards';
import { createOperatorService, type OperatorService } from './operator-service';
import { smsBudgetAuditEntry } from './sms-budget-alert';

export type { MerchantSummary, OperatorDeps, OperatorService, SocialProviderPatch } from './operator-service';
export { authenticateOpsRoutes, isOpsUrl, operatorActor, OPS_PREFIX } from './operator-auth';
export {
  auditActor,
  checkDecision,
  decisionRoutes,
  MerchantCode,
  MerchantQuery,
  OpsId,
  OpsReason,
  opsKit,
  opsPermissions,
  sendPrivateFile,
  type OpsDecision,
} from './ops-kit';
export type { AuditEntry, AuditRecord, AuditWho, OpsActor } from './operator-audit-repository';
export { whoOf } from './operator-audit-repository';
export type { DecisionCheck, DecisionGuard, DecisionGuards } from './decision-guards';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator module's service (merchant switches and social sign-in providers, for /ops and the CLI). */
    operator: OperatorService;
    /** The checks every operator decision passes first (the desk adds its claims check). */
    opsDecisions: DecisionGuards;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md); otherwise it acts through other modules. */
export const TABLES = ['operator_audit'] as const;

/**
 * The operator module: operator_audit; /ops/merchants/* and /ops/jobs, the same actions the offline CLI (src/cli) runs;
 * the operator check of every /ops route (authenticateOpsRoutes, installed by app.ts) and the ops kit the other modules'
 * /ops routes share.
 */
export default fp(
  async (app) => {
    app.decorate('opsDecisions', createDecisionGuards());
    app.decorate('operator', createOperatorService({ db: app.db, merchants: app.merchants, social: app.social }));
    // A merchant's daily SMS budget reached (verification, once a day): the audit log is where operators see it.
    app.verification.onSmsBudgetReached((alert) => app.operator.audit(smsBudgetAuditEntry(alert)));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'operator', dependencies: ['merchants', 'social', 'verification'] },
);
