/** A decision about to be taken on a queued item: what, where, by whom (null: the shared operator key). */
export interface DecisionCheck {
  /** The item's kind as the money desk names it (`deposit`, `withdrawal`, `dispute`, `promotion` …). */
  kind: string;
  merchantId: number;
  id: number;
  operatorId: number | null;
}

/** Refuses a decision by throwing a DomainError (the desk: the item is claimed by another operator). */
export type DecisionGuard = (check: DecisionCheck) => Promise<void>;

/**
 * The checks every operator decision passes before it runs. A module that must veto decisions (the desk's claims)
 * adds its guard at start-up; the decision routes (`decisionRoutes`, the withdrawals' own) call `check`. The guard
 * lives here so that the deciding modules need not depend on the module that vetoes.
 */
export function createDecisionGuards() {
  const guards: DecisionGuard[] = [];
  return {
    /** Adds a guard run before every decision. */
    add(guard: DecisionGuard): void {
      guards.push(guard);
    },
    /** Runs every guard; throws the first refusal. */
    async check(c: DecisionCheck): Promise<void> {
      for (const guard of guards) await guard(c);
    },
  };
}
export type DecisionGuards = ReturnType<typeof createDecisionGuards>;
