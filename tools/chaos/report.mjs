// The chaos run's report (tools/chaos.mjs): requests per kind, the faults, every client-visible error placed
// relative to the fault before it, every money call that failed and its retries, and the invariants.
import { isServerError } from './client.mjs';

/** Errors this long after a fault are put down to it (a SIGKILLed process's requests, the balancer noticing). */
export const FAULT_WINDOW_S = 15;

const out = (line = '') => process.stdout.write(`${line}\n`);
const pct = (list, p) => {
  if (!list.length) return 0;
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const what = (r) =>
  r.error
    ? `network error ${r.error}`
    : `HTTP ${r.status}${r.code ? ` ${r.code}` : ''}${r.from === 'balancer' ? ' (HAProxy)' : ''}`;

/** The fault an error at `at` follows (the latest one before it), with the delay. */
function after(faults, at) {
  const f = faults.filter((x) => x.at <= at).at(-1);
  return f ? { fault: f, delay: at - f.at } : null;
}

function describeAt(faults, at) {
  const a = after(faults, at);
  return a ? `${a.delay.toFixed(1)} s after ${a.fault.label}` : 'before any fault';
}

/**
 * The client-side check: each client-visible error came within FAULT_WINDOW_S of a fault, and each money call that
 * met one got an answer on a retry with the same key (the database side of "applied once" is an SQL invariant).
 */
export function clientErrorsExplained({ requests, money, faults }) {
  const errors = requests.filter(isServerError);
  const unexplained = errors.filter((e) => {
    const a = after(faults, e.at);
    return !a || a.delay > FAULT_WINDOW_S;
  });
  const retried = money.filter((m) => m.attempts.length > 1);
  const unanswered = money.filter((m) => m.expect === 'unknown');
  return {
    name: 'client-visible errors only around faults, each money call answered on retry',
    ok: unexplained.length === 0 && unanswered.length === 0,
    figures:
      `${errors.length} errors (${unexplained.length} not within ${FAULT_WINDOW_S} s of a fault), ` +
      `${retried.length} money calls retried, ${unanswered.length} unanswered after retries`,
    details: [
      ...unexplained.map((e) => `+${e.at.toFixed(1)} s ${e.kind}: ${what(e)} (${describeAt(faults, e.at)})`),
      ...unanswered.map((m) => `${m.kind} ${m.key}: no answer after ${m.attempts.length} attempts`),
    ],
  };
}

export function printLoad({ requests, money, faults, seconds, vus }) {
  out();
  out(`== load: ${requests.length} requests in ${seconds} s by ${vus} virtual users`);
  const kinds = [...new Set(requests.map((r) => r.kind))].sort();
  out(
    `   ${'kind'.padEnd(18)} ${'requests'.padStart(8)} ${'2xx'.padStart(6)} ${'4xx'.padStart(6)} ${'errors'.padStart(6)}  p95 ms`,
  );
  for (const k of kinds) {
    const rs = requests.filter((r) => r.kind === k);
    const count = (f) => String(rs.filter(f).length);
    out(
      `   ${k.padEnd(18)} ${String(rs.length).padStart(8)} ${count((r) => r.status >= 200 && r.status < 300).padStart(6)} ` +
        `${count((r) => r.status >= 400 && r.status < 500).padStart(6)} ${count(isServerError).padStart(6)}  ` +
        `${Math.round(
          pct(
            rs.map((r) => r.ms),
            95,
          ),
        )}`,
    );
  }
  const refused = {};
  for (const m of money.filter((x) => x.expect === 'refused'))
    refused[`${m.kind} ${m.result.body?.code ?? m.result.status}`] =
      (refused[`${m.kind} ${m.result.body?.code ?? m.result.status}`] ?? 0) + 1;
  out(
    `   money calls: ${money.length} (${money.filter((m) => m.expect === 'applied').length} succeeded); refused: ` +
      (Object.entries(refused)
        .map(([k, v]) => `${k} ×${v}`)
        .join(', ') || 'none'),
  );

  out();
  out('== faults');
  for (const f of faults) out(`   +${f.at.toFixed(1)} s  ${f.label}${f.note ? ` (${f.note})` : ''}`);

  const errors = requests.filter(isServerError);
  out();
  out(`== client-visible errors (status ≥ 500 or no answer): ${errors.length}`);
  for (const e of errors.slice(0, 40))
    out(`   +${e.at.toFixed(1)} s  ${e.kind.padEnd(18)} ${what(e).padEnd(28)} ${describeAt(faults, e.at)}`);
  if (errors.length > 40) out(`   … and ${errors.length - 40} more`);

  const retried = money.filter((m) => m.attempts.length > 1);
  out();
  out(`== money calls that failed, retried with the same key: ${retried.length}`);
  for (const m of retried) {
    const chain = m.attempts.map((a) => `+${a.at.toFixed(1)} s ${what(a)}`).join(' → ');
    const db = m.db ? `; in the database: ${m.db.records} record(s), ${m.db.postings} posting(s)` : '';
    out(`   ${m.kind} ${m.key}: ${chain} ⇒ ${m.expect}${db}`);
  }
}

export function printInvariants(checks) {
  out();
  out('== invariants (SQL on the database, and the clients’ record)');
  for (const c of checks) {
    out(`   ${c.ok ? 'OK  ' : 'FAIL'}  ${c.name}: ${c.figures}`);
    for (const d of c.details ?? []) if (!c.ok) out(`           ${d}`);
  }
  const failed = checks.filter((c) => !c.ok).length;
  out();
  out(failed ? `chaos: ${failed} invariant(s) broken` : 'chaos: every invariant holds');
  return failed;
}
