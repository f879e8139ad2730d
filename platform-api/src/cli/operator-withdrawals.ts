import { formatMoney, WITHDRAWAL_STATUSES, type WithdrawalStatus } from 'shared-contracts';
import { merchantNotFound } from '../infra/errors/common-errors';
import type { OperatorWithdrawal } from '../modules/withdrawals';
import { parseDepositArgs } from './operator-deposits';
import { offlineActor } from './offline-actor';
import { OperatorRequestError, type OperatorDeps, authHeaders, tokenOf } from './operator-command';
import { offlineWithdrawals } from './offline-withdrawals';

export type WithdrawalCommand =
  | { action: 'list'; merchant: string; status: WithdrawalStatus }
  | { action: 'approve'; merchant: string; id: number }
  | { action: 'reject'; merchant: string; id: number; reason: string }
  | {
      action: 'resolve';
      merchant: string;
      id: number;
      reason: string;
      outcome: 'RECEIVED' | 'RETURNED';
    };

export const WITHDRAWALS_USAGE = `  operator withdrawals list [--status PENDING|PAID|REJECTED|RECEIVED|DISPUTED]
  operator withdrawals approve <id>
  operator withdrawals reject <id> --reason "why"
  operator withdrawals resolve <id> --outcome RECEIVED|RETURNED --reason "why"   (a DISPUTED one)`;

/** Takes `--name value` or `--name=value` out of `args`: the value (or null) and the other arguments. */
function takeFlag(args: readonly string[], name: string): { value: string | null; rest: string[] } {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return { value: null, rest: [...args] };
  const inline = args[i]!.includes('=');
  return {
    value: inline ? args[i]!.slice(args[i]!.indexOf('=') + 1) : (args[i + 1] ?? ''),
    rest: args.filter((_, k) => k !== i && (inline || k !== i + 1)),
  };
}

/** Parses `withdrawals …` like `deposits …` (same verbs and flags), with the withdrawal statuses. */
export function parseWithdrawalArgs(
  args: readonly string[],
  defaultMerchant: string,
): WithdrawalCommand | { error: string } {
  const { value, rest: afterStatus } = takeFlag(args, 'status');
  const status = (value ?? 'PENDING').toUpperCase();
  if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) return { error: `unknown status ${status}` };
  // `resolve` reads like `reject` (an id and a reason) plus its outcome.
  const resolving = afterStatus[0] === 'resolve';
  const { value: outcome, rest } = takeFlag(resolving ? ['reject', ...afterStatus.slice(1)] : afterStatus, 'outcome');
  if (resolving && outcome !== 'RECEIVED' && outcome !== 'RETURNED')
    return { error: `resolve needs --outcome RECEIVED or RETURNED\nusage:\n${WITHDRAWALS_USAGE}` };
  const parsed = parseDepositArgs(rest, defaultMerchant);
  if ('error' in parsed)
    return {
      error: parsed.error
        .replace('deposit id', 'withdrawal id')
        .replace(/usage:[\s\S]*/, `usage:\n${WITHDRAWALS_USAGE}`),
    };
  if (parsed.action === 'list') return { ...parsed, status: status as WithdrawalStatus };
  if (resolving && parsed.action === 'reject')
    return { ...parsed, action: 'resolve', outcome: outcome as 'RECEIVED' | 'RETURNED' };
  return parsed;
}

export type WithdrawalResult = { via: 'server' | 'database'; withdrawals: OperatorWithdrawal[] };

/** Runs a withdrawals command through the running server (/ops/withdrawals), or on the database when none answers. */
export async function runWithdrawalCommand(cmd: WithdrawalCommand, deps: OperatorDeps): Promise<WithdrawalResult> {
  const q = `merchant=${encodeURIComponent(cmd.merchant)}`;
  const path =
    cmd.action === 'list'
      ? `/ops/withdrawals?${q}&status=${cmd.status}`
      : `/ops/withdrawals/${cmd.id}/${cmd.action}?${q}`;
  const body =
    cmd.action === 'reject'
      ? JSON.stringify({ reason: cmd.reason })
      : cmd.action === 'resolve'
        ? JSON.stringify({ outcome: cmd.outcome, reason: cmd.reason })
        : undefined;
  const auth = authHeaders(deps);
  let res: Response | null = null;
  try {
    res = await deps.fetch(new URL(path, deps.url), {
      method: cmd.action === 'list' ? 'GET' : 'POST',
      headers: {
        ...auth,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    res = null; // nothing listening: fall through to the database
  }
  if (res) {
    const json = (await res.json().catch(() => null)) as {
      success?: boolean;
      value?: OperatorWithdrawal | { withdrawals: OperatorWithdrawal[] };
      code?: string;
      detail?: string;
      message?: string;
    } | null;
    if (!res.ok || !json?.success || !json.value)
      throw new OperatorRequestError(
        res.status,
        json?.code ?? 'SERVER_ERROR',
        json?.detail ?? json?.message ?? `server answered ${res.status}`,
      );
    return { via: 'server', withdrawals: 'withdrawals' in json.value ? json.value.withdrawals : [json.value] };
  }
  const db = await deps.openDb();
  try {
    const who = await offlineActor(
      db,
      tokenOf(deps),
      cmd.action === 'list' ? 'withdrawals.read' : 'withdrawals.decide',
    );
    const { withdrawals, merchant } = offlineWithdrawals(db);
    const m = await merchant(cmd.merchant);
    if (!m) throw merchantNotFound();
    if (cmd.action === 'list')
      return { via: 'database', withdrawals: await withdrawals.listForOperator(m, cmd.status) };
    if (cmd.action === 'resolve') {
      const r = { outcome: cmd.outcome, reason: cmd.reason };
      return { via: 'database', withdrawals: [await withdrawals.resolve(m, cmd.id, r, who)] };
    }
    const decision =
      cmd.action === 'approve' ? { action: 'approve' as const } : { action: 'reject' as const, reason: cmd.reason };
    return { via: 'database', withdrawals: [await withdrawals.decide(m, cmd.id, decision, who)] };
  } finally {
    await db.close();
  }
}

/** One line a withdrawal: id, status, member, amount, bank account, when, reason. */
export function formatWithdrawals(r: WithdrawalResult, url: string): string {
  const via = r.via === 'server' ? `server ${url}` : 'database (no server answered)';
  if (r.withdrawals.length === 0) return `no withdrawals (via ${via})`;
  return [
    `withdrawals (via ${via})`,
    ...r.withdrawals.map(
      (w) =>
        `  #${String(w.id).padEnd(6)} ${w.status.padEnd(8)} ${(w.username ?? `member ${w.memberId}`).padEnd(16)} ` +
        `${formatMoney(w.amount).padStart(16)} ${w.currency}  ${w.bankName} ${w.accountNumber} "${w.payeeName}" ` +
        `${w.createdAt}${w.forced ? '  forced' : ''}${w.reason ? `  reason "${w.reason}"` : ''}`,
    ),
  ].join('\n');
}
