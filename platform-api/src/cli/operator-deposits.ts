import { DEPOSIT_STATUSES, formatMoney, type DepositStatus } from 'shared-contracts';
import { merchantNotFound } from '../infra/errors/common-errors';
import type { OperatorDeposit } from '../modules/payments';
import { offlinePayments } from './offline-payments';
import { offlineActor } from './offline-actor';
import { OperatorRequestError, type OperatorDeps, authHeaders, tokenOf } from './operator-command';
import { splitArgs } from './cli-args';

export type DepositCommand =
  | { action: 'list'; merchant: string; status: DepositStatus }
  | { action: 'approve'; merchant: string; id: number }
  | { action: 'reject'; merchant: string; id: number; reason: string };

export const DEPOSITS_USAGE = `  operator deposits list [--status PENDING|CREDITED|FAILED|REJECTED|EXPIRED]
  operator deposits approve <id>
  operator deposits reject <id> --reason "why"`;

/** Parses `deposits …` (the words after `deposits`; `--flag value` or `--flag=value`). */
export function parseDepositArgs(args: readonly string[], defaultMerchant: string): DepositCommand | { error: string } {
  const split = splitArgs(args, ['merchant', 'status', 'reason']);
  if ('error' in split) return split;
  const { flags, words } = split;
  const merchant = flags.merchant ?? defaultMerchant;
  const [verb, idText, ...rest] = words;
  if (rest.length > 0) return { error: `unexpected arguments: ${rest.join(' ')}` };
  if (verb === 'list' && idText === undefined) {
    const status = (flags.status ?? 'PENDING').toUpperCase();
    if (!(DEPOSIT_STATUSES as readonly string[]).includes(status)) return { error: `unknown status ${flags.status}` };
    return { action: 'list', merchant, status: status as DepositStatus };
  }
  const id = idText && /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : NaN;
  if ((verb === 'approve' || verb === 'reject') && !Number.isSafeInteger(id))
    return { error: `${verb} needs a deposit id` };
  if (verb === 'approve') return { action: 'approve', merchant, id };
  if (verb === 'reject') {
    const reason = flags.reason?.trim();
    if (!reason) return { error: 'reject needs --reason "why"' };
    return { action: 'reject', merchant, id, reason };
  }
  return { error: `usage:\n${DEPOSITS_USAGE}` };
}

export type DepositResult = { via: 'server' | 'database'; deposits: OperatorDeposit[] };

/** The /ops/deposits request of a command. */
function depositRequest(cmd: DepositCommand) {
  const q = `merchant=${encodeURIComponent(cmd.merchant)}`;
  if (cmd.action === 'list') return { method: 'GET', path: `/ops/deposits?${q}&status=${cmd.status}`, body: undefined };
  const body = cmd.action === 'reject' ? JSON.stringify({ reason: cmd.reason }) : undefined;
  return { method: 'POST', path: `/ops/deposits/${cmd.id}/${cmd.action}?${q}`, body };
}

/** Runs a deposits command through the running server (/ops/deposits), or on the database when none answers. */
export async function runDepositCommand(cmd: DepositCommand, deps: OperatorDeps): Promise<DepositResult> {
  const req = depositRequest(cmd);
  const auth = authHeaders(deps);
  let res: Response | null = null;
  try {
    res = await deps.fetch(new URL(req.path, deps.url), {
      method: req.method,
      headers: {
        ...auth,
        ...(req.body ? { 'content-type': 'application/json' } : {}),
      },
      body: req.body,
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    res = null; // nothing listening: fall through to the database
  }
  if (res) {
    const body = (await res.json().catch(() => null)) as {
      success?: boolean;
      value?: OperatorDeposit | { deposits: OperatorDeposit[] };
      code?: string;
      detail?: string;
      message?: string;
    } | null;
    if (!res.ok || !body?.success || !body.value)
      throw new OperatorRequestError(
        res.status,
        body?.code ?? 'SERVER_ERROR',
        body?.detail ?? body?.message ?? `server answered ${res.status}`,
      );
    return { via: 'server', deposits: 'deposits' in body.value ? body.value.deposits : [body.value] };
  }
  const db = await deps.openDb();
  try {
    const who = await offlineActor(db, tokenOf(deps), cmd.action === 'list' ? 'deposits.read' : 'deposits.decide');
    const { payments, merchant } = offlinePayments(db);
    const m = await merchant(cmd.merchant);
    if (!m) throw merchantNotFound();
    if (cmd.action === 'list') return { via: 'database', deposits: await payments.listForOperator(m, cmd.status) };
    const decision =
      cmd.action === 'approve' ? { action: 'approve' as const } : { action: 'reject' as const, reason: cmd.reason };
    return { via: 'database', deposits: [await payments.decide(m, cmd.id, decision, who)] };
  } finally {
    await db.close();
  }
}

/** One line a deposit: id, status, member, amount, method, when, reason. */
export function formatDeposits(r: DepositResult, url: string): string {
  const via = r.via === 'server' ? `server ${url}` : 'database (no server answered)';
  if (r.deposits.length === 0) return `no deposits (via ${via})`;
  return [
    `deposits (via ${via})`,
    ...r.deposits.map(
      (d) =>
        `  #${String(d.id).padEnd(6)} ${d.status.padEnd(8)} ${(d.username ?? `member ${d.memberId}`).padEnd(16)} ` +
        `${formatMoney(d.amount).padStart(16)} ${d.currency}  ${d.methodCode.padEnd(9)} ${d.createdAt}` +
        `${d.payerName ? `  payer "${d.payerName}"` : ''}${d.reason ? `  reason "${d.reason}"` : ''}`,
    ),
  ].join('\n');
}
