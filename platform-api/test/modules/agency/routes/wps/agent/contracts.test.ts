import type { Tier } from 'shared-contracts/agency';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { agentCall, houseContract, teamMember } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import type { Json } from '../../../../../helpers/payments';
import { ops } from '../../../../../helpers/withdrawals';

const flat = (rate: number): Tier[] => [{ minAmount: 0, minActive: 0, rate }];

describe.each(BACKENDS)('agency contracts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const offer = (token: string, body: Record<string, unknown>) =>
    agentCall(t, 'POST', '/wps/agent/contracts', token, body);
  const act = (token: string, id: number, action: 'accept' | 'reject' | 'terminate') =>
    agentCall(t, 'POST', '/wps/agent/contracts/action', token, { id, action });
  const contracts = async (token: string, type?: string) => {
    const res = await agentCall(t, 'GET', `/wps/agent/contracts${type ? `?type=${type}` : ''}`, token);
    expect(res.status).toBe(200);
    return res.body.value as { mine: Json[]; downlines: Json[] };
  };
  const setDisabled = async (disabledTypes: string[]) => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/agency/settings',
      headers: { ...ops, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'DEMO', disabledTypes }),
    });
    expect(put.statusCode).toBe(200);
  };

  /**
   * top (house REALTIME_SALARY 2 %) → a (agent) → b (agent, level 2); top → p (player); `other`, a top agent
   * of another tree, with its own agent `otherSub`.
   */
  const tree = async () => {
    const top = await teamMember(t, 'ct_top', null, 1);
    const a = await teamMember(t, 'ct_a', top.id, 2);
    const b = await teamMember(t, 'ct_b', a.id, 2);
    const p = await teamMember(t, 'ct_p', top.id);
    const other = await teamMember(t, 'ct_other', null, 1);
    const otherSub = await teamMember(t, 'ct_osub', other.id, 2);
    const house = await houseContract(t, top.username, 'REALTIME_SALARY', flat(200));
    return { top, a, b, p, other, otherSub, house };
  };

  it('an offer accepted by the downline is ACTIVE and listed on both sides', async () => {
    const { top, a, house } = await tree();
    const tiers = [
      { minAmount: 1_000_000, minActive: 2, rate: 150 },
      { minAmount: 0, minActive: 0, rate: 100 },
    ];
    const made = await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers });
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({
      type: 'REALTIME_SALARY',
      period: 'REALTIME',
      status: 'OFFERED',
      account: a.username,
      upline: top.username,
      // Kept in order of the minimum amount.
      tiers: [tiers[1], tiers[0]],
      maxRate: 150,
      terminatesConflicts: false,
      acceptedAt: null,
      endedAt: null,
    });
    const id = made.body.value.id as number;
    expect((await contracts(a.token)).mine).toEqual([expect.objectContaining({ id, status: 'OFFERED' })]);

    const accepted = await act(a.token, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.value).toMatchObject({ id, status: 'ACTIVE', acceptedAt: expect.any(String), endedAt: null });

    const mineA = await contracts(a.token);
    expect(mineA.mine).toEqual([expect.objectContaining({ id, status: 'ACTIVE', upline: top.username })]);
    expect(mineA.downlines).toEqual([]);
    const mineTop = await contracts(top.token);
    expect(mineTop.downlines).toEqual([expect.objectContaining({ id, status: 'ACTIVE', account: a.username })]);
    // The top agent's own contract is the house's (no upline).
    expect(mineTop.mine).toEqual([expect.objectContaining({ id: house.id, status: 'ACTIVE', upline: null })]);
    // The type filter.
    expect(await contracts(a.token, 'DIVIDEND')).toEqual({ mine: [], downlines: [] });
    expect((await contracts(a.token, 'REALTIME_SALARY')).mine).toHaveLength(1);
    // The team management's member details show the contract.
    const details = await agentCall(t, 'GET', `/wps/agent/team/member?account=${a.username}`, top.token);
    expect(details.body.value.contracts).toEqual([expect.objectContaining({ id, status: 'ACTIVE' })]);
  });

  it('the downline rejects an offer: REJECTED, and it cannot be accepted afterwards', async () => {
    const { top, a } = await tree();
    const { id } = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(100) })).body
      .value;
    // The offerer cannot accept (or reject) its own offer.
    expect(await act(top.token, id, 'accept')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    expect(await act(top.token, id, 'reject')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    const rejected = await act(a.token, id, 'reject');
    expect(rejected.body.value).toMatchObject({
      id,
      status: 'REJECTED',
      acceptedAt: null,
      endedAt: expect.any(String),
    });
    expect(await act(a.token, id, 'accept')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    expect(await act(a.token, id, 'terminate')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    expect((await contracts(a.token)).mine).toEqual([expect.objectContaining({ id, status: 'REJECTED' })]);
  });

  it('either side terminates an offer or an active contract; CONTRACT_STATE for accepting twice or a terminated one', async () => {
    const { top, a } = await tree();
    // The upline terminates an ACTIVE contract.
    const first = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(100) })).body
      .value;
    expect((await act(a.token, first.id, 'accept')).body.value.status).toBe('ACTIVE');
    expect(await act(a.token, first.id, 'accept')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    const ended = await act(top.token, first.id, 'terminate');
    expect(ended.body.value).toMatchObject({ status: 'TERMINATED', endedAt: expect.any(String) });
    expect(await act(a.token, first.id, 'accept')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    expect(await act(top.token, first.id, 'terminate')).toMatchObject({
      status: 409,
      body: { code: 'CONTRACT_STATE' },
    });

    // The downline terminates an ACTIVE contract.
    const second = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(110) })).body
      .value;
    await act(a.token, second.id, 'accept');
    expect((await act(a.token, second.id, 'terminate')).body.value.status).toBe('TERMINATED');

    // Either side withdraws an OFFERED contract; it cannot be accepted afterwards.
    const third = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(120) })).body
      .value;
    expect((await act(a.token, third.id, 'terminate')).body.value.status).toBe('TERMINATED');
    expect(await act(a.token, third.id, 'accept')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    const fourth = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(130) })).body
      .value;
    expect((await act(top.token, fourth.id, 'terminate')).body.value.status).toBe('TERMINATED');
    expect(await act(a.token, fourth.id, 'accept')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });

    const mine = (await contracts(a.token)).mine;
    expect(mine.filter((c: Json) => c.status === 'ACTIVE' || c.status === 'OFFERED')).toEqual([]);
    expect(mine.map((c: Json) => c.id).sort()).toEqual([first.id, second.id, third.id, fourth.id].sort());
  });

  it('a new offer withdraws the open one; a second accepted contract replaces the ACTIVE one of the type', async () => {
    const { top, a } = await tree();
    const first = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(100) })).body
      .value;
    await act(a.token, first.id, 'accept');
    const stale = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(120) })).body
      .value;
    const second = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(150) })).body
      .value;
    const byId = async () => new Map((await contracts(a.token)).mine.map((c: Json) => [c.id, c.status]));
    // An offer does not touch the ACTIVE contract; the newer offer withdrew the older one.
    expect(await byId()).toEqual(
      new Map([
        [first.id, 'ACTIVE'],
        [stale.id, 'TERMINATED'],
        [second.id, 'OFFERED'],
      ]),
    );
    expect(await act(a.token, stale.id, 'accept')).toMatchObject({ status: 409, body: { code: 'CONTRACT_STATE' } });
    expect((await act(a.token, second.id, 'accept')).body.value.status).toBe('ACTIVE');
    expect(await byId()).toEqual(
      new Map([
        [first.id, 'TERMINATED'],
        [stale.id, 'TERMINATED'],
        [second.id, 'ACTIVE'],
      ]),
    );
    const { rows } = await t.db.query(
      "SELECT id FROM agency_contracts WHERE member_id = $1 AND type = 'REALTIME_SALARY' AND status = 'ACTIVE'",
      [a.id],
    );
    expect(rows).toEqual([{ id: second.id }]);
  });

  // The fuzzer's finding: an id beyond PostgreSQL's integer reached the query and answered 500.
  it('refuses a contract id beyond a PostgreSQL integer with 400 VALIDATION', async () => {
    const agent = await teamMember(t, 'ct_bigid', null, 2);
    for (const id of [2_147_483_648, 9_007_199_254_740_992, 1e23]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/agent/contracts/action',
        headers: { authorization: `Bearer ${agent.token}`, 'content-type': 'application/json' },
        payload: `{"id":${id},"action":"accept"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'id' });
    }
  });

  it('refuses offers to accounts outside the rules: NOT_IN_TEAM, NOT_DIRECT_DOWNLINE, DOWNLINE_NOT_AGENT', async () => {
    const { top, b, p, other, otherSub } = await tree();
    const to = (account: string) => offer(top.token, { account, type: 'REALTIME_SALARY', tiers: flat(100) });
    expect(await to(otherSub.username)).toMatchObject({ status: 404, body: { code: 'NOT_IN_TEAM' } });
    expect(await to(other.username)).toMatchObject({ status: 404, body: { code: 'NOT_IN_TEAM' } });
    expect(await to('ct_nobody_here')).toMatchObject({ status: 404, body: { code: 'NOT_IN_TEAM' } });
    expect(await to(top.username)).toMatchObject({ status: 404, body: { code: 'NOT_IN_TEAM' } });
    expect(await to(b.username)).toMatchObject({ status: 400, body: { code: 'NOT_DIRECT_DOWNLINE' } });
    expect(await to(p.username)).toMatchObject({ status: 400, body: { code: 'DOWNLINE_NOT_AGENT' } });
    const conflicts = (account: string) =>
      agentCall(
        t,
        'GET',
        `/wps/agent/contracts/conflicts?account=${account}&type=REALTIME_SALARY&maxRate=1`,
        top.token,
      );
    expect((await conflicts(otherSub.username)).body.code).toBe('NOT_IN_TEAM');
    expect((await conflicts(b.username)).body.code).toBe('NOT_DIRECT_DOWNLINE');
    expect((await conflicts(p.username)).body.code).toBe('DOWNLINE_NOT_AGENT');
    const { rows } = await t.db.query('SELECT id FROM agency_contracts WHERE member_id = ANY($1)', [
      [b.id, p.id, other.id, otherSub.id],
    ]);
    expect(rows).toEqual([]);
  });

  it('caps an offer by the offerer’s own ACTIVE contract: NO_OWN_CONTRACT, RATE_ABOVE_OWN', async () => {
    const { top, a, b } = await tree();
    // No house DIVIDEND contract for top; a has no contract at all yet.
    expect(await offer(top.token, { account: a.username, type: 'DIVIDEND', tiers: flat(100) })).toMatchObject({
      status: 400,
      body: { code: 'NO_OWN_CONTRACT' },
    });
    expect(await offer(a.token, { account: b.username, type: 'REALTIME_SALARY', tiers: flat(1) })).toMatchObject({
      status: 400,
      body: { code: 'NO_OWN_CONTRACT' },
    });
    // An OFFERED (not yet accepted) contract does not count.
    const pending = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(150) })).body
      .value;
    expect((await offer(a.token, { account: b.username, type: 'REALTIME_SALARY', tiers: flat(1) })).body.code).toBe(
      'NO_OWN_CONTRACT',
    );
    // The house gave top 2 %: 2.01 % in any tier is above it.
    const above = await offer(top.token, {
      account: a.username,
      type: 'REALTIME_SALARY',
      tiers: [
        { minAmount: 0, minActive: 0, rate: 100 },
        { minAmount: 5_000, minActive: 1, rate: 201 },
      ],
    });
    expect(above).toMatchObject({ status: 400, body: { code: 'RATE_ABOVE_OWN' } });
    // The refused offer left the open one in place.
    expect((await contracts(a.token)).mine).toEqual([expect.objectContaining({ id: pending.id, status: 'OFFERED' })]);
    expect((await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(200) })).status).toBe(
      200,
    );
    // Once a holds 1.5 %, it may offer b up to 1.5 %.
    const own = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(150) })).body.value;
    await act(a.token, own.id, 'accept');
    expect((await offer(a.token, { account: b.username, type: 'REALTIME_SALARY', tiers: flat(151) })).body.code).toBe(
      'RATE_ABOVE_OWN',
    );
    expect((await offer(a.token, { account: b.username, type: 'REALTIME_SALARY', tiers: flat(150) })).status).toBe(200);
  });

  it('CONTRACT_TYPE_OFF for a type the merchant switched off, and the consolidated flags follow', async () => {
    const { top, a } = await tree();
    await houseContract(t, top.username, 'DIVIDEND', flat(1_000));
    const flags = async () =>
      (await agentCall(t, 'GET', '/wps/member/info/funds/consolidated', top.token)).body.value as Json;
    expect(await flags()).toMatchObject({ realtimesalreqtype: 'REALTIME_SALARY', salary: true, enableCt: true });
    try {
      await setDisabled(['REALTIME_SALARY', 'DIVIDEND']);
      expect(await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(100) })).toMatchObject({
        status: 400,
        body: { code: 'CONTRACT_TYPE_OFF' },
      });
      expect((await offer(top.token, { account: a.username, type: 'DIVIDEND', tiers: flat(100) })).body.code).toBe(
        'CONTRACT_TYPE_OFF',
      );
      expect(await flags()).toMatchObject({
        dailysalreqtype: 'DAILY_SALARY',
        divtypereq: null,
        contracthoursalreq: 'HOURLY_SALARY',
        realtimesalreqtype: null,
        dailySalary: true,
        hourSalary: true,
        salary: false,
        enableCt: false,
      });
    } finally {
      await setDisabled([]);
    }
    expect(await flags()).toMatchObject({ realtimesalreqtype: 'REALTIME_SALARY', salary: true, enableCt: true });
    expect((await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(100) })).status).toBe(
      200,
    );
  });

  it('VALIDATION for a dividend settled HOURLY, a salary with another period than its own, or equal tier thresholds', async () => {
    const { top, a } = await tree();
    await houseContract(t, top.username, 'DIVIDEND', flat(1_000), 'MONTHLY');
    const tryOffer = (body: Record<string, unknown>) =>
      offer(top.token, { account: a.username, tiers: flat(100), ...body });
    expect(await tryOffer({ type: 'DIVIDEND', period: 'HOURLY' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'period' },
    });
    expect(await tryOffer({ type: 'DIVIDEND', period: 'REALTIME' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'period' },
    });
    expect(await tryOffer({ type: 'REALTIME_SALARY', period: 'DAILY' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'period' },
    });
    const sameThresholds = [
      { minAmount: 10, minActive: 1, rate: 50 },
      { minAmount: 10, minActive: 1, rate: 60 },
    ];
    expect(await tryOffer({ type: 'REALTIME_SALARY', tiers: sameThresholds })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'tiers' },
    });
    expect((await tryOffer({ type: 'REALTIME_SALARY', tiers: [] })).status).toBe(400);
    expect((await tryOffer({ type: 'REALTIME_SALARY', tiers: flat(10_001) })).status).toBe(400);
    // The salary's own period may be named; a dividend defaults to WEEKLY.
    expect((await tryOffer({ type: 'REALTIME_SALARY', period: 'REALTIME' })).body.value.period).toBe('REALTIME');
    expect((await tryOffer({ type: 'DIVIDEND' })).body.value.period).toBe('WEEKLY');
    expect((await tryOffer({ type: 'DIVIDEND', period: 'DAILY' })).body.value.period).toBe('DAILY');
    // The house's contracts follow the same rule.
    await expect(houseContract(t, top.username, 'HOURLY_SALARY', flat(10), 'DAILY')).rejects.toThrow(/VALIDATION/);
  });

  it('conflicts: an offer below the downline’s own contracts needs terminateConflicts, and acceptance terminates them', async () => {
    const { top, a, b } = await tree();
    const topToA = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(150) })).body
      .value;
    await act(a.token, topToA.id, 'accept');
    const aToB = (await offer(a.token, { account: b.username, type: 'REALTIME_SALARY', tiers: flat(120) })).body.value;
    await act(b.token, aToB.id, 'accept');

    const conflicts = async (maxRate: number) =>
      (
        await agentCall(
          t,
          'GET',
          `/wps/agent/contracts/conflicts?account=${a.username}&type=REALTIME_SALARY&maxRate=${maxRate}`,
          top.token,
        )
      ).body.value.list as Json[];
    expect(await conflicts(100)).toEqual([
      expect.objectContaining({ id: aToB.id, account: b.username, upline: a.username, status: 'ACTIVE', maxRate: 120 }),
    ]);
    expect(await conflicts(120)).toEqual([]);
    const conflictsOther = await agentCall(
      t,
      'GET',
      `/wps/agent/contracts/conflicts?account=${a.username}&type=DIVIDEND&maxRate=1`,
      top.token,
    );
    expect(conflictsOther.body.value.list).toEqual([]);

    const lower = { account: a.username, type: 'REALTIME_SALARY', tiers: flat(100) };
    expect(await offer(top.token, lower)).toMatchObject({ status: 409, body: { code: 'CONTRACT_CONFLICT' } });
    expect(await offer(top.token, { ...lower, terminateConflicts: false })).toMatchObject({
      status: 409,
      body: { code: 'CONTRACT_CONFLICT' },
    });
    // Nothing changed yet.
    expect((await contracts(b.token)).mine).toEqual([expect.objectContaining({ id: aToB.id, status: 'ACTIVE' })]);
    const made = await offer(top.token, { ...lower, terminateConflicts: true });
    expect(made.body.value).toMatchObject({ status: 'OFFERED', terminatesConflicts: true, maxRate: 100 });
    // An offer terminates nothing; acceptance does.
    expect((await contracts(b.token)).mine).toEqual([expect.objectContaining({ id: aToB.id, status: 'ACTIVE' })]);
    expect((await act(a.token, made.body.value.id, 'accept')).body.value.status).toBe('ACTIVE');
    expect((await contracts(b.token)).mine).toEqual([
      expect.objectContaining({ id: aToB.id, status: 'TERMINATED', endedAt: expect.any(String) }),
    ]);
    const mineA = await contracts(a.token);
    expect(new Map(mineA.mine.map((c: Json) => [c.id, c.status]))).toEqual(
      new Map([
        [topToA.id, 'TERMINATED'],
        [made.body.value.id, 'ACTIVE'],
      ]),
    );
    expect(mineA.downlines).toEqual([expect.objectContaining({ id: aToB.id, status: 'TERMINATED' })]);
    expect(await conflicts(100)).toEqual([]);
    // a now holds 1 %: b may be offered at most that.
    expect((await offer(a.token, { account: b.username, type: 'REALTIME_SALARY', tiers: flat(101) })).body.code).toBe(
      'RATE_ABOVE_OWN',
    );
  });

  it('the house lowering a top agent’s rate needs terminateConflicts too, and terminates its contracts above it', async () => {
    const { top, a, b, house } = await tree();
    const topToA = (await offer(top.token, { account: a.username, type: 'REALTIME_SALARY', tiers: flat(150) })).body
      .value;
    await act(a.token, topToA.id, 'accept');
    const aToB = (await offer(a.token, { account: b.username, type: 'REALTIME_SALARY', tiers: flat(120) })).body.value;
    await act(b.token, aToB.id, 'accept');
    // 1 % for top, below the 1.5 % it gives a: refused, nothing changes.
    await expect(houseContract(t, top.username, 'REALTIME_SALARY', flat(100))).rejects.toThrow(/CONTRACT_CONFLICT/);
    const statuses = async () =>
      new Map(
        (
          await t.db.query<{ id: number; status: string }>(
            'SELECT id, status FROM agency_contracts WHERE id = ANY($1)',
            [[house.id, topToA.id, aToB.id]],
          )
        ).rows.map((r) => [r.id, r.status]),
      );
    expect(await statuses()).toEqual(
      new Map([
        [house.id, 'ACTIVE'],
        [topToA.id, 'ACTIVE'],
        [aToB.id, 'ACTIVE'],
      ]),
    );
    // At or above what top gives: no conflict.
    const same = await houseContract(t, top.username, 'REALTIME_SALARY', flat(150));
    expect(same).toMatchObject({ status: 'ACTIVE', terminatesConflicts: false });
    // With the operator's agreement: top's contract to a ends (a's own to b is not top's and stays).
    const lower = await houseContract(t, top.username, 'REALTIME_SALARY', flat(100), undefined, {
      terminateConflicts: true,
    });
    expect(lower).toMatchObject({ status: 'ACTIVE', maxRate: 100, terminatesConflicts: true });
    expect(await statuses()).toEqual(
      new Map([
        [house.id, 'TERMINATED'],
        [topToA.id, 'TERMINATED'],
        [aToB.id, 'ACTIVE'],
      ]),
    );
    expect((await contracts(top.token)).mine.filter((c: Json) => c.status === 'ACTIVE')).toEqual([
      expect.objectContaining({ id: lower.id, maxRate: 100, upline: null }),
    ]);
  });
});
