import { setupApp, type TestApp } from '../../../../../helpers/app';
import { agentCall, settledRound, teamMember } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { fund } from '../../../../../helpers/funding';
import { rid } from '../../../../../helpers/payments';
import { FUND_PASSWORD, postEncrypted } from '../../../../../helpers/withdrawals';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(BACKENDS)('the agent centre team pages on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** top → (sub → leaf), (p1): a three-level team with rounds settled now. */
  const tree = async () => {
    const top = await teamMember(t, 'tm_top', null, 1);
    const sub = await teamMember(t, 'tm_sub', top.id, 2);
    const p1 = await teamMember(t, 'tm_p1', top.id);
    const leaf = await teamMember(t, 'tm_leaf', sub.id);
    const now = new Date();
    await settledRound(t, p1.id, 10_000, 4_000, now);
    await settledRound(t, leaf.id, 30_000, 50_000, now);
    await settledRound(t, leaf.id, 5_000, 0, now);
    await settledRound(t, leaf.id, 7_000, 0, now, { status: 'OPEN' });
    await settledRound(t, leaf.id, 99_000, 0, now, { fun: true });
    return { top, sub, p1, leaf };
  };

  it('keeps the closure table with every member and moves a subtree with its upline', async () => {
    const { top, sub, leaf } = await tree();
    const links = async (id: number) =>
      (
        await t.db.query<{ ancestor_id: number; depth: number }>(
          'SELECT ancestor_id, depth FROM agency_team WHERE member_id = $1 ORDER BY depth',
          [id],
        )
      ).rows;
    expect(await links(leaf.id)).toEqual([
      { ancestor_id: leaf.id, depth: 0 },
      { ancestor_id: sub.id, depth: 1 },
      { ancestor_id: top.id, depth: 2 },
    ]);
    const other = await teamMember(t, 'tm_other', null, 1);
    await t.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [other.id, sub.id]);
    expect(await links(leaf.id)).toEqual([
      { ancestor_id: leaf.id, depth: 0 },
      { ancestor_id: sub.id, depth: 1 },
      { ancestor_id: other.id, depth: 2 },
    ]);
    await expect(t.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [leaf.id, other.id])).rejects.toThrow(
      /below its own team/,
    );
  });

  it('overview: counts, active members, settled real-money rounds and team P&L for the day', async () => {
    const { top } = await tree();
    const res = await agentCall(t, 'GET', `/wps/agent/team/overview?startDate=${today()}`, top.token);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      members: 3,
      directMembers: 2,
      agents: 1,
      newMembers: 3,
      activeMembers: 2,
      betCount: 3,
      stake: 45_000,
      payout: 54_000,
      profit: 9_000,
      deposits: 0,
      withdrawals: 0,
    });
  });

  it('lists members (direct or all, searched), team bets, user loss and account details', async () => {
    const { top, sub, p1, leaf } = await tree();
    await fund(t.app, p1.id, 123_00);
    const direct = await agentCall(t, 'GET', '/wps/agent/team/members', top.token);
    expect(direct.body.value.list.map((m: { account: string }) => m.account).sort()).toEqual(
      [sub.username, p1.username].sort(),
    );
    const all = await agentCall(
      t,
      'GET',
      `/wps/agent/team/members?scope=all&account=${leaf.username.slice(3)}`,
      top.token,
    );
    expect(all.body.value.list).toEqual([
      expect.objectContaining({ account: leaf.username, level: 2, upline: sub.username, isAgent: false, teamSize: 0 }),
    ]);
    const subRow = (await agentCall(t, 'GET', `/wps/agent/team/members?account=${sub.username}`, top.token)).body.value
      .list[0];
    expect(subRow).toMatchObject({ isAgent: true, teamSize: 1, level: 1 });

    const bets = await agentCall(t, 'GET', '/wps/agent/team/bets', top.token);
    expect(bets.body.value.total).toBe(4);
    expect(bets.body.value.totals).toEqual({ stake: 52_000, payout: 54_000, winLoss: 9_000 });
    const leafBets = await agentCall(t, 'GET', `/wps/agent/team/bets?account=${leaf.username}`, sub.token);
    expect(leafBets.body.value.list.every((b: { account: string }) => b.account === leaf.username)).toBe(true);

    const loss = await agentCall(t, 'GET', '/wps/agent/team/loss', top.token);
    expect(loss.body.value.list).toEqual([
      { account: leaf.username, isAgent: false, betCount: 2, stake: 35_000, payout: 50_000, winLoss: 15_000 },
      { account: p1.username, isAgent: false, betCount: 1, stake: 10_000, payout: 4_000, winLoss: -6_000 },
    ]);
    expect(loss.body.value.totals).toEqual({ betCount: 3, stake: 45_000, payout: 54_000, winLoss: 9_000 });

    const tx = await agentCall(t, 'GET', '/wps/agent/team/transactions', top.token);
    expect(tx.body.value.list).toEqual([
      expect.objectContaining({ member: p1.username, type: 'ADJUSTMENT', amount: 123_00, balanceAfter: 123_00 }),
    ]);
    const member = await agentCall(t, 'GET', `/wps/agent/team/member?account=${p1.username}`, top.token);
    expect(member.body.value).toMatchObject({
      member: { account: p1.username, balance: 123_00 },
      betCount: 1,
      stake: 10_000,
      contracts: [],
    });
  });

  it('registers a downline player or agent and makes an invite link', async () => {
    const { top } = await tree();
    const made = await postEncrypted(t, '/wps/agent/team/register', top.token, {
      username: `tmn${Date.now() % 1e6}`,
      password: 'Secret@12',
      isAgent: true,
    });
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ isAgent: true, invitationCode: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    const again = await postEncrypted(t, '/wps/agent/team/register', top.token, {
      username: made.body.value.account,
      password: 'Secret@12',
      isAgent: false,
    });
    expect(again.body).toMatchObject({ code: 'DOWNLINE_USERNAME_TAKEN', message: 'err_username_taken' });
    const members = await agentCall(t, 'GET', `/wps/agent/team/members?account=${made.body.value.account}`, top.token);
    expect(members.body.value.list[0]).toMatchObject({ isAgent: true, level: 1 });
    const invite = await agentCall(t, 'GET', '/wps/agent/invite?domain=https://demo.example.com', top.token);
    expect(invite.body.value.link).toBe(`https://demo.example.com/register?affiliateCode=${invite.body.value.code}`);
    const check = await agentCall(t, 'GET', `/wps/agent/affiliate?code=${invite.body.value.code}`, null);
    expect(check.body.value.valid).toBe(true);
  });

  it('transfers to a team member once per request id after the fund password', async () => {
    const { top, leaf } = await tree();
    await fund(t.app, top.id, 50_000);
    const fp = await postEncrypted(t, '/wps/withdrawals/fund-password', top.token, {
      fundPassword: FUND_PASSWORD,
      confirmFundPassword: FUND_PASSWORD,
    });
    expect(fp.status).toBe(200);
    const requestId = rid();
    const send = (body: Record<string, unknown>) =>
      postEncrypted(t, '/wps/agent/team/transfer', top.token, {
        account: leaf.username,
        fundPassword: FUND_PASSWORD,
        requestId,
        ...body,
      });
    const first = await send({ amount: 20_000 });
    expect(first.body.value).toMatchObject({ amount: 20_000, balance: 30_000, account: leaf.username });
    expect((await send({ amount: 20_000 })).body.value.transactionId).toBe(first.body.value.transactionId);
    expect((await send({ amount: 90_000, requestId: rid() })).body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await send({ amount: 1, requestId: rid(), fundPassword: 'wrong' })).body.code).toBe('FUND_PASSWORD_WRONG');
  });

  it('consolidated: the balance over every wallet and the contract flags (agents only)', async () => {
    const { top, p1 } = await tree();
    await fund(t.app, top.id, 77_00);
    const mine = await agentCall(t, 'GET', '/wps/member/info/funds/consolidated', top.token);
    expect(mine.body.value).toEqual({
      balance: 77_00,
      currency: 'VND',
      dailysalreqtype: 'DAILY_SALARY',
      divtypereq: 'DIVIDEND',
      contracthoursalreq: 'HOURLY_SALARY',
      realtimesalreqtype: 'REALTIME_SALARY',
      dailySalary: true,
      hourSalary: true,
      salary: true,
      enableCt: true,
    });
    const player = await agentCall(t, 'GET', '/wps/member/info/funds/consolidated', p1.token);
    expect(player.body.value).toMatchObject({ dailySalary: false, enableCt: false, salary: false, hourSalary: false });
  });

  it('the rollups behind the overview equal the bet records after settling, re-crediting, moves and type changes', async () => {
    const { top, sub, p1, leaf } = await tree();
    const day = today();
    // A round opened, then settled by an update (as the seamless wallet does), then credited again.
    await settledRound(t, p1.id, 3_000, 0, new Date(), { status: 'OPEN' });
    await t.db.query(
      `UPDATE bet_records SET status = 'SETTLED', payout = 1000, settled_at = now() WHERE member_id = $1 AND status = 'OPEN'`,
      [p1.id],
    );
    await t.db.query(`UPDATE bet_records SET payout = payout + 500 WHERE member_id = $1 AND stake = 3000`, [p1.id]);
    const raw = async (ancestorId: number) =>
      (
        await t.db.query<{ rounds: number; stake: number; payout: number; active: number }>(
          `SELECT count(*)::int AS rounds, coalesce(sum(b.stake), 0)::int AS stake, coalesce(sum(b.payout), 0)::int AS payout,
             count(DISTINCT b.member_id)::int AS active
           FROM bet_records b JOIN agency_team l ON l.member_id = b.member_id AND l.ancestor_id = $1
           WHERE b.status = 'SETTLED' AND NOT b.fun AND (b.settled_at AT TIME ZONE 'UTC')::date = $2::date`,
          [ancestorId, day],
        )
      ).rows[0]!;
    const counts = async (ancestorId: number) =>
      (
        await t.db.query<{ members: number; agents: number }>(
          'SELECT count(*)::int AS members, count(*) FILTER (WHERE is_agent)::int AS agents FROM agency_team WHERE ancestor_id = $1 AND depth > 0',
          [ancestorId],
        )
      ).rows[0]!;
    const check = async (who: { id: number; token: string }) => {
      const o = (await agentCall(t, 'GET', `/wps/agent/team/overview?startDate=${day}`, who.token)).body.value;
      const r = await raw(who.id);
      const c = await counts(who.id);
      expect({ rounds: o.betCount, stake: o.stake, payout: o.payout, active: o.activeMembers }).toEqual(r);
      expect({ members: o.members, agents: o.agents }).toEqual(c);
    };
    await check(top);
    await check(sub);
    // sub (with leaf) moves under another agent; p1 becomes an agent.
    const other = await teamMember(t, 'tm_other', null, 1);
    await t.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [other.id, sub.id]);
    await t.db.query('UPDATE members SET type = 2 WHERE id = $1', [p1.id]);
    await check(top);
    await check(other);
    await check(sub);
    expect((await agentCall(t, 'GET', '/wps/agent/team/overview', other.token)).body.value).toMatchObject({
      members: 2,
      agents: 1,
      activeMembers: 1,
    });
    void leaf;
  });
});
