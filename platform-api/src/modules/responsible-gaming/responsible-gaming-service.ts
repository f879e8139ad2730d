import {
  LIMIT_PERIODS,
  type DepositLimit,
  type LimitPeriod,
  type RequestOf,
  type RgDefaults,
  type ResponsibleGamingState,
  type SelfExclusion,
  type responsibleGamingApi,
} from 'shared-contracts';
import { verifyPassword } from '../../infra/crypto/password';
import type { Db } from '../../infra/db';
import { commonError, invalidField } from '../../infra/errors/common-errors';
import type { MembersService } from '../members';
import type { SessionsService } from '../sessions';
import { responsibleGamingError } from './errors';
import { exclusionEnd } from './exclusion-period';
import { createExclusionRepository, type ExclusionRow } from './exclusion-repository';
import { createLimitRepository } from './limit-repository';
import { createRgEventRepository, limitEvent, type RgRange } from './rg-event-repository';
import { createRgSettingsRepository } from './rg-settings-repository';
import { effective, requestLimit, sameRow, type LimitRow } from './limit-rules';
import { windowOf } from './windows';

/**
 * The sum of the member's deposits that count against a limit (CREDITED and PENDING) created at or after
 * `since`, in `tx`. The payments module supplies it at start-up (`countDepositsWith`).
 */
export type DepositCounter = (memberId: number, since: Date, tx: Db) => Promise<number>;

export interface ResponsibleGamingDeps {
  db: Db;
  members: Pick<MembersService, 'passwordHash' | 'merchantOf'>;
  sessions: Pick<SessionsService, 'revokeOthers'>;
  /** The clock every rule reads (the 24-hour wait, the windows, an exclusion's end); tests move it. */
  now: () => Date;
}

type LimitsInput = RequestOf<typeof responsibleGamingApi.setDepositLimits>;
type ExcludeInput = RequestOf<typeof responsibleGamingApi.selfExclude>;

const KEY: Record<LimitPeriod, keyof LimitsInput> = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' };
const none = (period: LimitPeriod): LimitRow => ({ period, amount: null, pendingAmount: null, pendingAt: null });
const exclusionView = (e: ExclusionRow): SelfExclusion => ({
  startedAt: e.startsAt.toISOString(),
  endsAt: e.endsAt.toISOString(),
});

/**
 * The responsible-gaming domain (ADR 0006): deposit limits per UTC day, ISO week and month — a stricter
 * limit applies at once, a looser one after 24 hours — and self-exclusion, which cannot be shortened or
 * lifted. Other modules ask it: sessions (a login gate), payments (`assertDepositAllowed`, in the
 * transaction that inserts the deposit) and seamless (`assertNotExcluded` on a real-money debit).
 */
export function createResponsibleGamingService({ db, members, sessions, now }: ResponsibleGamingDeps) {
  const limits = createLimitRepository(db);
  const exclusions = createExclusionRepository(db);
  const events = createRgEventRepository(db);
  const settings = createRgSettingsRepository(db);
  let deposited: DepositCounter = async () => 0;

  /** Every period's limit as it is at `at` (a period the member never set: its brand's default, else no limit). */
  const limitsAt = async (memberId: number, at: Date, tx: Db): Promise<LimitRow[]> => {
    const stored = new Map((await limits.list(memberId, tx)).map((r) => [r.period, r]));
    const unset = LIMIT_PERIODS.some((p) => !stored.has(p));
    const merchantId = unset ? await members.merchantOf(memberId, tx) : null;
    const defaults = merchantId === null ? null : await settings.get(merchantId, tx);
    const fallback = (p: LimitPeriod): LimitRow => ({ ...none(p), amount: defaults?.[KEY[p]] ?? null });
    return LIMIT_PERIODS.map((p) => effective(stored.get(p) ?? fallback(p), at));
  };

  /** A limit with this window's use: what the member sees, and what a deposit is checked against. */
  const withUse = async (memberId: number, row: LimitRow, at: Date, tx: Db): Promise<DepositLimit> => {
    const w = windowOf(row.period, at);
    const used = await deposited(memberId, w.start, tx);
    return {
      period: row.period,
      amount: row.amount,
      pending: row.pendingAt ? { amount: row.pendingAmount, effectiveAt: row.pendingAt.toISOString() } : null,
      used,
      remaining: row.amount === null ? null : Math.max(0, row.amount - used),
      resetsAt: w.end.toISOString(),
    };
  };

  const state = async (currency: string, memberId: number, tx: Db = db): Promise<ResponsibleGamingState> => {
    const at = now();
    const rows = await limitsAt(memberId, at, tx);
    const list: DepositLimit[] = [];
    for (const r of rows) list.push(await withUse(memberId, r, at, tx));
    const e = await exclusions.inForce(memberId, at, tx);
    return { currency, limits: list, exclusion: e && exclusionView(e) };
  };

  /** Stores a limit's change and records it in the history (rg_events) when it sets or loosens a limit. */
  const saveLimit = async (
    memberId: number,
    current: LimitRow,
    next: LimitRow,
    at: Date,
    byOperator: boolean,
    tx: Db,
  ) => {
    await limits.save(memberId, next, tx);
    const e = limitEvent(current, next);
    const merchantId = e && (await members.merchantOf(memberId, tx));
    if (e && merchantId !== null) await events.insert(merchantId, memberId, e, at, byOperator, tx);
  };

  /** SELF_EXCLUDED (with `until`) while the member is excluded. */
  const assertNotExcluded = async (memberId: number, tx: Db = db): Promise<void> => {
    const e = await exclusions.inForce(memberId, now(), tx);
    if (e) throw responsibleGamingError('SELF_EXCLUDED', { until: e.endsAt.toISOString() });
  };

  return {
    /** The payments module's count of deposits in a window (set once at start-up). */
    countDepositsWith(counter: DepositCounter): void {
      deposited = counter;
    },

    /** GET /wps/responsible-gaming. */
    state: (merchant: { currency: string }, memberId: number) => state(merchant.currency, memberId),

    /** PUT /wps/responsible-gaming/limits: each period per `requestLimit`; answers the new state. */
    async setLimits(merchant: { currency: string }, memberId: number, input: LimitsInput) {
      return db.transaction(async (tx) => {
        await limits.lock(memberId, tx);
        const at = now();
        for (const current of await limitsAt(memberId, at, tx)) {
          const next = requestLimit(current, input[KEY[current.period]], at);
          if (!sameRow(current, next)) await saveLimit(memberId, current, next, at, false, tx);
        }
        return state(merchant.currency, memberId, tx);
      });
    },

    /**
     * An operator lowers the member's limit of `period` to `amount`, at once (in `tx`, with the operator's audit):
     * the limit before and after; null (nothing changed) when the period has no limit or `amount` is not lower.
     */
    async lowerLimit(memberId: number, period: LimitPeriod, amount: number, tx: Db) {
      await limits.lock(memberId, tx);
      const at = now();
      const current = (await limitsAt(memberId, at, tx)).find((r) => r.period === period)!;
      if (current.amount === null || amount >= current.amount) return null;
      await saveLimit(memberId, current, requestLimit(current, amount, at), at, true, tx);
      return { before: current.amount, after: amount };
    },

    /**
     * POST /wps/responsible-gaming/self-exclusion: the login password (VALIDATION on `password`,
     * `err_password_incorrect`), the end (`exclusionEnd`), then — unless an exclusion is already in
     * force (SELF_EXCLUDED) — the exclusion and the end of every session of the member, in one transaction.
     */
    async selfExclude(memberId: number, input: ExcludeInput): Promise<SelfExclusion> {
      const hash = await members.passwordHash(memberId);
      if (hash === null) throw commonError('UNAUTHORIZED');
      if (!(await verifyPassword(input.password, hash)))
        throw invalidField('password', 'the password is not the login password', 'err_password_incorrect');
      const at = now();
      const endsAt = exclusionEnd(input.period, input.until, at);
      return db.transaction(async (tx) => {
        await limits.lock(memberId, tx);
        await assertNotExcluded(memberId, tx);
        const e = await exclusions.insert(memberId, { period: input.period, startsAt: at, endsAt }, tx);
        const merchantId = await members.merchantOf(memberId, tx);
        if (merchantId !== null)
          await events.insert(
            merchantId,
            memberId,
            { kind: 'EXCLUSION', period: input.period, amount: null },
            at,
            false,
            tx,
          );
        await sessions.revokeOthers(memberId, null, tx);
        return exclusionView(e);
      });
    },

    /** The exclusion in force, or null. */
    async exclusion(memberId: number, tx?: Db): Promise<SelfExclusion | null> {
      const e = await exclusions.inForce(memberId, now(), tx);
      return e && exclusionView(e);
    },

    assertNotExcluded,

    /** A brand's default deposit limits (the console's settings). */
    defaults: (merchantId: number, tx?: Db): Promise<RgDefaults> => settings.get(merchantId, tx),
    /** Sets a brand's default deposit limits in `tx` (the operator's audited transaction). */
    setDefaults: (merchantId: number, d: RgDefaults, tx: Db): Promise<void> => settings.set(merchantId, d, tx),

    /** The reports' history (issue 29): limits set and loosened and exclusions started per merchant, day and period. */
    eventCells: (q: RgRange) => events.cells(q),
    /** The distinct members with such an event in the range, per merchant. */
    eventMembers: (q: RgRange) => events.members(q),

    /**
     * Refuses a deposit of `amount` for the member: SELF_EXCLUDED, or DEPOSIT_LIMIT_EXCEEDED (`field:
     * 'amount'`, the tightest `period`, its `limit`, `remaining` and `resetsAt`) when it would take a
     * window's CREDITED and PENDING deposits over its limit. Call it in the transaction that inserts the
     * deposit: it holds the member's lock until that commits.
     */
    async assertDepositAllowed(memberId: number, amount: number, tx: Db): Promise<void> {
      await limits.lock(memberId, tx);
      await assertNotExcluded(memberId, tx);
      const at = now();
      let tightest: DepositLimit | null = null;
      for (const r of await limitsAt(memberId, at, tx)) {
        if (r.amount === null) continue;
        const l = await withUse(memberId, r, at, tx);
        if (l.remaining! < amount && (tightest === null || l.remaining! < tightest.remaining!)) tightest = l;
      }
      if (tightest)
        throw responsibleGamingError('DEPOSIT_LIMIT_EXCEEDED', {
          field: 'amount',
          period: tightest.period,
          limit: tightest.amount,
          remaining: tightest.remaining,
          resetsAt: tightest.resetsAt,
        });
    },
  };
}
export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
