import type { TestApp } from '../../../../../helpers/app';

const DAY_MS = 86_400_000;
const money = (minor: unknown) => (Number(minor) / 100).toFixed(2);
const n = (v: unknown) => Number(v ?? 0);

type Row = Record<string, unknown>;

/**
 * Every day of `zone` of the last `days` days (today there included), oldest first, and the range they cover:
 * the midnights computed by PostgreSQL (`AT TIME ZONE`), apart from the module's own helper.
 */
export async function zoneDays(t: TestApp, days: number, zone: string, now = new Date()) {
  const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const today = Date.parse(`${todayThere}T00:00:00Z`);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const { rows } = await t.db.query<{ f: Date; t: Date }>(
    `SELECT ($1::date::timestamp AT TIME ZONE $3) AS f, (($2::date + 1)::timestamp AT TIME ZONE $3) AS t`,
    [dates[0], dates.at(-1), zone],
  );
  return { dates, from: new Date(rows[0]!.f), to: new Date(rows[0]!.t) };
}

/**
 * The dashboard of one merchant recomputed with plain SQL over the owning tables, written apart from the
 * module's queries (other legs of the same postings, trials excluded by a join on members instead of the fun
 * flag), so the endpoint is checked against the ledger and the bet records themselves. Days of `zone` (the
 * brand's; UTC when every brand is read together).
 */
export async function recompute(t: TestApp, merchantId: number, days: number, zone = 'UTC') {
  const { dates, from, to } = await zoneDays(t, days, zone);
  const q = async (sql: string) => (await t.db.query<Row>(sql, [merchantId, from, to])).rows;
  const day = (col: string) => `to_char(${col} AT TIME ZONE '${zone}', 'YYYY-MM-DD')`;
  const realRounds = `bet_records b JOIN members m ON m.id = b.member_id
    WHERE b.merchant_id = $1 AND b.status = 'SETTLED' AND b.currency <> 'FUN' AND m.type <> 4
      AND b.settled_at >= $2 AND b.settled_at < $3`;
  const postings = (kinds: string) => `ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE t.merchant_id = $1 AND t.kind IN (${kinds}) AND t.created_at >= $2 AND t.created_at < $3`;

  const play = await q(`SELECT ${day('b.settled_at')} AS d, sum(b.stake) AS stakes, sum(b.payout) AS payouts,
    count(*) AS rounds, count(DISTINCT b.member_id) AS players FROM ${realRounds} GROUP BY 1`);
  // Deposits: the money that reached members' main wallets; withdrawals: what left for the channel (clearing leg).
  const deposits = await q(`SELECT ${day('t.created_at')} AS d, sum(e.amount) AS amount, count(*) AS count
    FROM ${postings("'DEPOSIT'")} AND a.kind = 'MEMBER_MAIN' GROUP BY 1`);
  const withdrawals = await q(`SELECT ${day('t.created_at')} AS d, sum(e.amount) AS amount, count(*) AS count
    FROM ${postings("'WITHDRAW_PAY'")} AND a.kind = 'CLEARING' GROUP BY 1`);
  // Bonuses: the members' side of BONUS and of the money half of POINTS_CONVERT.
  const bonuses = await q(`SELECT ${day('t.created_at')} AS d, sum(e.amount) AS amount
    FROM ${postings("'BONUS', 'POINTS_CONVERT'")} AND a.kind = 'MEMBER_MAIN' GROUP BY 1`);
  // Agent payouts the house paid: the payee's leg of AGENT_PAYOUT postings one of whose legs is the house.
  const agents = await q(`SELECT ${day('t.created_at')} AS d, sum(e.amount) AS amount
    FROM ${postings("'AGENT_PAYOUT'")} AND e.amount > 0 AND EXISTS (SELECT 1 FROM ledger_entries h
      JOIN ledger_accounts ha ON ha.id = h.account_id WHERE h.transaction_id = t.id AND ha.kind = 'HOUSE') GROUP BY 1`);
  const firsts = await q(`SELECT ${day('f.first')} AS d, count(*) AS count FROM (
      SELECT member_id, min(created_at) AS first FROM ledger_transactions
      WHERE merchant_id = $1 AND kind = 'DEPOSIT' GROUP BY member_id) f
    WHERE f.first >= $2 AND f.first < $3 GROUP BY 1`);
  const joined = await q(`SELECT ${day('created_at')} AS d, count(*) AS count FROM members
    WHERE merchant_id = $1 AND type <> 4 AND created_at >= $2 AND created_at < $3 GROUP BY 1`);
  const [active] = await q(`SELECT count(DISTINCT b.member_id) AS n FROM ${realRounds}`);
  const breakdown = (col: string) =>
    q(`SELECT b.${col} AS key, sum(b.stake) AS stakes, sum(b.payout) AS payouts, count(*) AS rounds
       FROM ${realRounds} GROUP BY 1 ORDER BY sum(b.stake) - sum(b.payout) DESC, b.${col} COLLATE "C"`);

  const of = (rows: Row[], d: string) => rows.find((r) => r.d === d) ?? {};
  const raw = (d: string) => {
    const p = of(play, d);
    return {
      stakes: n(p.stakes),
      payouts: n(p.payouts),
      bonuses: n(of(bonuses, d).amount),
      agentPayouts: n(of(agents, d).amount),
      deposits: n(of(deposits, d).amount),
      depositCount: n(of(deposits, d).count),
      withdrawals: n(of(withdrawals, d).amount),
      withdrawalCount: n(of(withdrawals, d).count),
      registrations: n(of(joined, d).count),
      firstDepositors: n(of(firsts, d).count),
      activePlayers: n(p.players),
      rounds: n(p.rounds),
    };
  };
  const shown = (r: ReturnType<typeof raw>) => ({
    stakes: money(r.stakes),
    payouts: money(r.payouts),
    ggr: money(r.stakes - r.payouts),
    bonuses: money(r.bonuses),
    agentPayouts: money(r.agentPayouts),
    ngr: money(r.stakes - r.payouts - r.bonuses - r.agentPayouts),
    deposits: money(r.deposits),
    depositCount: r.depositCount,
    withdrawals: money(r.withdrawals),
    withdrawalCount: r.withdrawalCount,
    registrations: r.registrations,
    firstDepositors: r.firstDepositors,
    activePlayers: r.activePlayers,
    rounds: r.rounds,
  });
  const perDay = dates.map((d) => ({ date: d, raw: raw(d) }));
  const sum = perDay.reduce((acc, { raw: r }) => {
    for (const k of Object.keys(acc) as (keyof typeof acc)[]) acc[k] += r[k];
    return acc;
  }, raw('none'));
  sum.activePlayers = n(active?.n);
  const play2 = (rows: Row[]) =>
    rows.map((r) => ({
      key: String(r.key),
      stakes: money(r.stakes),
      payouts: money(r.payouts),
      ggr: money(n(r.stakes) - n(r.payouts)),
      rounds: n(r.rounds),
    }));
  return {
    totals: shown(sum),
    byDay: perDay.map(({ date, raw: r }) => ({ date, ...shown(r) })),
    byCategory: play2(await breakdown('game_category')),
    byVendor: play2(await breakdown('vendor')),
  };
}
