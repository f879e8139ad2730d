import { releasesError } from './errors';
import type { RolloutRow, RolloutState } from './rollout-repository';

/** An operator's change of a rollout (ADR 0012 §4). */
export type RolloutVerb =
  | { verb: 'pin'; version: string }
  | { verb: 'canary'; version: string; percent: number }
  | { verb: 'promote' }
  | { verb: 'halt'; reason: string }
  | { verb: 'rollback'; to: string | null };

const conflict = (detail: string) => releasesError('ROLLOUT_CONFLICT', { detail });
const noCanary = { canaryVersion: null, canaryPercent: 0, haltedAt: null, haltReason: null };

/**
 * The state a verb leaves (409 ROLLOUT_CONFLICT when it cannot apply), from the locked row (null: the merchant has
 * none yet) and, for a rollback, the stable to go back to (`to`). `now` stamps a halt.
 */
export function nextState(row: RolloutRow | null, v: RolloutVerb, now: Date): RolloutState {
  if (v.verb === 'pin') return { stable: v.version, ...noCanary };
  if (!row) throw conflict('no stable version yet: pin one first');
  switch (v.verb) {
    case 'canary':
      if (v.version === row.stable) throw conflict(`${v.version} is already the stable version`);
      return {
        stable: row.stable,
        canaryVersion: v.version,
        canaryPercent: v.percent,
        haltedAt: null,
        haltReason: null,
      };
    case 'promote':
      if (!row.canaryVersion) throw conflict('no canary to promote');
      if (row.canaryPercent === 0) throw conflict(`the canary ${row.canaryVersion} is halted: start it again first`);
      return { stable: row.canaryVersion, ...noCanary };
    case 'halt':
      if (!row.canaryVersion || row.canaryPercent === 0) throw conflict('no running canary to halt');
      return { ...row, canaryPercent: 0, haltedAt: now, haltReason: v.reason };
    case 'rollback':
      if (!v.to) throw conflict('no earlier stable version to roll back to');
      return { stable: v.to, ...noCanary };
  }
}
