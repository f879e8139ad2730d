import { MAX_RATE_BP } from 'shared-contracts/agency';

// A percentage with at most 2 decimals: "12", "0.5", "1.25".
const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** A typed percentage ("1.25") → basis points (125), integer arithmetic; null unless 0.01 % … 100 %. */
export function percentToBp(text: string): number | null {
  const m = PERCENT.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp >= 1 && bp <= MAX_RATE_BP ? bp : null;
}

/** Basis points as a percentage with 2 decimals: 125 → "1.25%". */
export function formatRate(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}
