import type { FastifyInstance } from 'fastify';
import type { RemoteName } from 'shared-contracts';
import type { Merchant } from '../merchants';
import { canaryVerdict } from './canary-verdict';
import type { HealthRepository } from './health-repository';
import type { RolloutRepository } from './rollout-repository';

/** Who the audit names for an automatic halt. */
export const CANARY_GUARD_ACTOR = 'system:canary-guard';

/**
 * The automatic halt (ADR 0012 §6). Several API processes may judge the same canary at once: the rollout row is
 * locked and the canary must still run (same version, percent > 0), so exactly one of them halts it and audits it.
 */
export function createCanaryGuard(app: FastifyInstance, repo: RolloutRepository, health: HealthRepository) {
  /** Tells the merchant's admins and the platform's owners (operators have no e-mail address: see the README). */
  const notify = async (m: Merchant, remote: RemoteName, version: string, reason: string) => {
    const body =
      `${m.code}: the canary ${version} of ${remote} was halted (${reason.replace(/^automatic: /, '')}). ` +
      'Its visitors are back on the stable version; see the console\u2019s Releases page.';
    for (const username of await app.operators.holders(m.id, ['admin', 'owner']))
      await app.messages.send({ merchantId: m.id, channel: 'EMAIL', to: `operator:${username}`, body });
  };

  return {
    /** Judges the merchant's canary `version` of `remote` after a report with failures; halts it when it must. */
    async check(m: Merchant, remote: RemoteName, version: string): Promise<boolean> {
      const { canaryWindowMinutes: window } = app.config;
      const halted = await app.db.transaction(async (tx) => {
        const row = await repo.lock(m.id, remote, tx);
        if (!row || row.canaryVersion !== version || row.canaryPercent === 0) return null;
        const sums = await health.versions(m.id, remote, [version, row.stable], window, tx);
        const verdict = canaryVerdict(
          { version, sums: sums.find((s) => s.version === version) },
          { version: row.stable, sums: sums.find((s) => s.version === row.stable) },
          app.config,
        );
        if (!verdict.halt) return null;
        const next = { ...row, canaryPercent: 0, haltedAt: new Date(), haltReason: verdict.reason };
        await repo.save(m.id, remote, next, tx);
        await app.operator.audit(
          {
            actor: CANARY_GUARD_ACTOR,
            merchantId: m.id,
            action: 'release.halt',
            subjectType: 'rollout',
            subjectId: `${m.code}:${remote}`,
            before: { stable: row.stable, canary: { version, percent: row.canaryPercent } },
            after: {
              stable: row.stable,
              canary: { version, percent: 0 },
              haltReason: verdict.reason,
              figures: { windowMinutes: window, canary: verdict.canary, stable: verdict.stable },
            },
            reason: verdict.reason,
          },
          tx,
        );
        return verdict;
      });
      if (!halted) return false;
      await app.cache.invalidate(m.id);
      await notify(m, remote, version, halted.reason).catch((e) => app.log.error(e, 'canary halt notice failed'));
      return true;
    },
  };
}
