import type { FastifyInstance } from 'fastify';
import {
  REMOTE_NAMES,
  type HealthReportItem,
  type ReleaseHealth,
  type RemoteName,
  type Rollout,
} from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { Merchant, RemoteVariant } from '../merchants';
import { whoOf, type OpsActor } from '../operator';
import { createCanaryGuard } from './canary-guard';
import { releasesError } from './errors';
import { createHealthRepository, type HealthSums } from './health-repository';
import { createRolloutRepository, type RolloutRow, type RolloutState } from './rollout-repository';
import { nextState, type RolloutVerb } from './rollout-verbs';
import { variantFor } from './variant';

/** Days remote_health keeps a minute's row. */
const HEALTH_KEEP_DAYS = 30;

/** The verbs as the routes and the CLI name them (the audit's `release.<verb>`). */
export type VerbRequest =
  | { verb: 'pin'; version: string }
  | { verb: 'canary'; version: string; percent: number }
  | { verb: 'promote' }
  | { verb: 'halt' }
  | { verb: 'rollback' };

/** The rollout's state as the audit records it before and after a change. */
const auditState = (r: RolloutState | null) =>
  r && {
    stable: r.stable,
    canary: r.canaryVersion ? { version: r.canaryVersion, percent: r.canaryPercent } : null,
    haltedAt: r.haltedAt?.toISOString() ?? null,
    haltReason: r.haltReason,
  };

export const healthOf = (s: HealthSums): ReleaseHealth => ({
  ...s,
  failureRate: s.loads > 0 ? Math.min(1, (s.loadFailures + s.mountErrors) / s.loads) : 0,
});

/** What each merchant runs (ADR 0012 §4–7): the verbs, the visitors' variants, browser health, session versions. */
export function createRolloutsService(app: FastifyInstance) {
  const repo = createRolloutRepository(app.db);
  const health = createHealthRepository(app.db);
  const guard = createCanaryGuard(app, repo, health);
  /** The merchant's rollout rows from its cache (a config load costs no query on a hit). */
  const rowsOf = (merchantId: number) => app.cache.get(merchantId, 'rollouts', () => repo.listByMerchant(merchantId));

  const toRollout = async (m: Merchant, remote: RemoteName, row: RolloutRow | null, enabled: boolean, tx?: Db) => ({
    merchant: m.code,
    remote,
    enabled,
    stable: row?.stable ?? null,
    canary: row?.canaryVersion ? { version: row.canaryVersion, percent: row.canaryPercent } : null,
    previousStable: row ? await repo.previousStable(m.id, remote, row.stable, tx) : null,
    haltedAt: row?.haltedAt?.toISOString() ?? null,
    haltReason: row?.haltReason ?? null,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  });
  const enabledOf = async (m: Merchant) =>
    new Set((await app.merchants.remotes(m.id)).filter((r) => r.enabled).map((r) => r.name));

  return {
    /** The visitor's variant of remote versions (the merchants module's config asks it). */
    variantOf: async (merchantId: number, visitorId: string): Promise<RemoteVariant> =>
      variantFor(await rowsOf(merchantId), visitorId, app.releases.entryUrl),

    /** Every remote of the merchant (REMOTE_NAMES order) and the health of each version reported over `minutes`. */
    async list(m: Merchant, minutes: number): Promise<{ list: Rollout[]; health: ReleaseHealth[] }> {
      const rows = new Map((await repo.listByMerchant(m.id)).map((r) => [r.remote, r]));
      const enabled = await enabledOf(m);
      const list = await Promise.all(
        REMOTE_NAMES.map((name) => toRollout(m, name, rows.get(name) ?? null, enabled.has(name))),
      );
      const reported = (await health.window(m.id, minutes)).map(healthOf);
      const seen = new Set(reported.map((h) => `${h.remote}@${h.version}`));
      // Every running version has its line (zeros without reports); others show when reported.
      const zeros = list.flatMap((r) =>
        [r.stable, r.canary?.version]
          .filter((v): v is string => !!v && !seen.has(`${r.remote}@${v}`))
          .map((version) => healthOf({ remote: r.remote, version, loads: 0, loadFailures: 0, mountErrors: 0 })),
      );
      return { list, health: [...reported, ...zeros] };
    },

    /**
     * Applies a verb to the merchant's rollout of `remote` in one transaction (the row locked, the history, the audit
     * entry), then drops the merchant's cached config. 404 RELEASE_NOT_FOUND for an unknown version, 409
     * ROLLOUT_CONFLICT when the rollout's state does not allow it.
     */
    async change(m: Merchant, remote: RemoteName, req: VerbRequest, actor: OpsActor): Promise<Rollout> {
      const who = whoOf(actor);
      const saved = await app.db.transaction(async (tx) => {
        const row = await repo.lock(m.id, remote, tx);
        if ('version' in req && !(await repo.releaseExists(remote, req.version, tx)))
          throw releasesError('RELEASE_NOT_FOUND', { detail: `${remote} ${req.version}` });
        const verb: RolloutVerb =
          req.verb === 'halt'
            ? { verb: 'halt', reason: `operator: ${who.actor}` }
            : req.verb === 'rollback'
              ? { verb: 'rollback', to: row && (await repo.previousStable(m.id, remote, row.stable, tx)) }
              : req;
        const next = nextState(row, verb, new Date());
        if (req.verb === 'rollback') await repo.markRolledBack(m.id, remote, row!.stable, tx);
        else if (next.stable !== row?.stable) await repo.addStable(m.id, remote, next.stable, tx);
        const stored = await repo.save(m.id, remote, next, tx);
        await app.operator.audit(
          {
            ...who,
            merchantId: m.id,
            action: `release.${req.verb}`,
            subjectType: 'rollout',
            subjectId: `${m.code}:${remote}`,
            before: auditState(row),
            after: auditState(stored),
          },
          tx,
        );
        return toRollout(m, remote, stored, false, tx);
      });
      await app.cache.invalidate(m.id);
      return { ...saved, enabled: (await enabledOf(m)).has(remote) };
    },

    /**
     * A shell's report (ADR 0012 §6): the items of versions the merchant runs (stable or canary) are added to this
     * minute's counts, the others ignored; with a member's session, its versions are noted. A report with failures
     * of a running canary then asks the canary guard.
     */
    async report(m: Merchant, items: readonly HealthReportItem[], sessionId: number | null): Promise<void> {
      const rows = new Map((await rowsOf(m.id)).map((r) => [r.remote, r]));
      const runs = (i: HealthReportItem) => {
        const r = rows.get(i.remote);
        return !!r && (i.version === r.stable || i.version === r.canaryVersion);
      };
      const counted = items.filter(runs);
      if (counted.length === 0) return;
      for (const i of counted) app.metrics.remoteLoadFailures(i.remote, i.loadFailures);
      await health.add(m.id, counted);
      if (sessionId !== null) await health.addSessionVersions(sessionId, counted);
      const failing = counted.filter(
        (i) => i.loadFailures + i.mountErrors > 0 && rows.get(i.remote)!.canaryVersion === i.version,
      );
      for (const i of failing) await guard.check(m, i.remote, i.version);
    },

    /** The remote versions each session ran (the players module's sign-in history), by session id. */
    async sessionVersions(
      sessionIds: readonly number[],
    ): Promise<Map<number, { remote: RemoteName; version: string }[]>> {
      const out = new Map<number, { remote: RemoteName; version: string }[]>();
      for (const r of await health.sessionVersions(sessionIds))
        out.set(r.sessionId, [...(out.get(r.sessionId) ?? []), { remote: r.remote, version: r.version }]);
      return out;
    },

    /** Housekeeping: health rows older than 30 days. */
    prune: (): Promise<void> => health.prune(HEALTH_KEEP_DAYS),
  };
}
export type RolloutsService = ReturnType<typeof createRolloutsService>;
