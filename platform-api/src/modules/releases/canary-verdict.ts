import type { HealthSums } from './health-repository';

/** The guard's thresholds (AppConfig's canary block). */
export interface CanaryPolicy {
  canaryMinLoads: number;
  canaryMaxExcess: number;
}

/** A version's loads, failures (load failures + mount errors) and failure rate over the window. */
export interface CanaryFigures {
  version: string;
  loads: number;
  failures: number;
  rate: number;
}

const figuresOf = (version: string, s: HealthSums | undefined): CanaryFigures => {
  const loads = s?.loads ?? 0;
  const failures = (s?.loadFailures ?? 0) + (s?.mountErrors ?? 0);
  return { version, loads, failures, rate: loads > 0 ? Math.min(1, failures / loads) : 0 };
};

const percent = (rate: number) => `${Number((rate * 100).toFixed(1))} %`;

/**
 * Whether the canary must be halted (ADR 0012 §6): it has at least `canaryMinLoads` loads and its failure rate
 * exceeds the stable's by more than `canaryMaxExcess`. Answers the figures and, when it must, the halt's reason.
 */
export function canaryVerdict(
  canary: { version: string; sums: HealthSums | undefined },
  stable: { version: string; sums: HealthSums | undefined },
  policy: CanaryPolicy,
): { halt: boolean; reason: string; canary: CanaryFigures; stable: CanaryFigures } {
  const c = figuresOf(canary.version, canary.sums);
  const s = figuresOf(stable.version, stable.sums);
  const halt = c.loads >= policy.canaryMinLoads && c.rate - s.rate > policy.canaryMaxExcess;
  const reason =
    `automatic: ${c.failures} of ${c.loads} loads failed (${percent(c.rate)}) ` +
    `against ${percent(s.rate)} on ${s.version}`;
  return { halt, reason, canary: c, stable: s };
}
