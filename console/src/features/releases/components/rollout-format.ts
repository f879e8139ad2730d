import { isApiError, type Rollout } from 'shared-contracts';

/** The verbs of a rollout (ADR 0012 §4). */
export const ROLLOUT_ACTIONS = ['pin', 'canary', 'promote', 'halt', 'rollback'] as const;
export type RolloutAction = (typeof ROLLOUT_ACTIONS)[number];

/** The verbs that make sense for a rollout now (the server refuses the rest with ROLLOUT_CONFLICT anyway). */
export function actionsFor(r: Rollout): RolloutAction[] {
  return ROLLOUT_ACTIONS.filter((a) => {
    if (a === 'promote') return r.canary !== null;
    if (a === 'halt') return r.canary !== null && r.canary.percent > 0;
    if (a === 'rollback') return r.previousStable !== null;
    return true;
  });
}

/** A halt by the canary guard (its reason starts `automatic:`), as opposed to an operator's. */
export const haltedAutomatically = (r: Rollout): boolean =>
  r.haltedAt !== null && (r.haltReason ?? '').startsWith('automatic');

/** 0.123 → `12.3 %`. */
export const ratePercent = (rate: number): string => `${(Math.round(rate * 1000) / 10).toFixed(1)} %`;

/** 2 345 678 → `2.2 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The server's detail of a refusal (`nothing to roll back to`), shown after the translated message. */
export const errorDetail = (e: unknown): string | null =>
  isApiError(e) && typeof e.details.detail === 'string' ? e.details.detail : null;
