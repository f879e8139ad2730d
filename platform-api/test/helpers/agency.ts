import { randomBytes } from 'node:crypto';
import type { Tier } from 'shared-contracts/agency';
import { OPS_AUTH, type TestApp } from './app';
import { call } from './payments';

/** The DEMO merchant's id. */
export const demoMerchant = async (t: TestApp) => (await t.app.merchants.findByCode('DEMO'))!;

/** A new member of DEMO below `uplineId` (type 0 player, 1/2 agent, 4 trial) with a session token. */
export async function teamMember(t: TestApp, prefix: string, uplineId: number | null, type = 0) {
  const merchant = await demoMerchant(t);
  const m = await t.app.members.create({
    merchantId: merchant.id,
    username: `${prefix}_${randomBytes(4).toString('hex')}`,
    passwordHash: 'x',
    type,
    uplineId,
  });
  return { id: m.id, username: m.username, token: await t.app.sessions.create(m.id, 3600) };
}

let rounds = 0;
/**
 * A settled real-money round of `memberId` written straight into bet_records (the bets module's table):
 * settlement and the team reports read only that, so a test decides exactly what a period holds.
 */
export async function settledRound(
  t: TestApp,
  memberId: number,
  stake: number,
  payout: number,
  settledAt: Date,
  o: { fun?: boolean; status?: 'SETTLED' | 'OPEN' } = {},
) {
  const merchant = await demoMerchant(t);
  rounds += 1;
  await t.db.query(
    `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status, fun,
       created_at, settled_at, game_name, game_category)
     VALUES ($1, $2, 'DEMO', 'dice', $3, $4, $5, $6, $7, $8, $9, $10, 'Demo Dice', 'RNG')`,
    [
      merchant.id,
      memberId,
      `t${process.pid}-${Date.now()}-${rounds}-${randomBytes(3).toString('hex')}`,
      merchant.currency,
      stake,
      payout,
      o.status ?? 'SETTLED',
      o.fun ?? false,
      new Date(settledAt.getTime() - 1000),
      (o.status ?? 'SETTLED') === 'SETTLED' ? settledAt : null,
    ],
  );
}

/**
 * The house's ACTIVE contract of `type` for a top agent (what the operator sets), through /ops/agency/contracts;
 * `terminateConflicts` as the operator's agreement to end the agent's own contracts above the new rate.
 */
export async function houseContract(
  t: TestApp,
  account: string,
  type: string,
  tiers: Tier[],
  period?: string,
  o: { terminateConflicts?: boolean } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/agency/contracts',
    headers: { authorization: OPS_AUTH, 'content-type': 'application/json' },
    payload: JSON.stringify({ code: 'DEMO', account, type, tiers, ...(period ? { period } : {}), ...o }),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value;
}

/** An agent-centre call with the agent's token. */
export const agentCall = (t: TestApp, method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  call(t, method, url, { token, ...(payload === undefined ? {} : { payload: payload as string }) });
