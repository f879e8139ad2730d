/** @pglite: the referral routes on the embedded database too. */
import { TRIAL_TYPE } from 'shared-contracts';
import { DEMO_INVITATION_CODE } from '../../../../../../src/seed';
import { DEMO_REFERRAL_CODE, DEMO_REFERRAL_RULES } from '../../../../../../src/seed/referral';
import { demoMerchant } from '../../../../../helpers/agency';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, newMember, postBankTransfer, rid, type Json } from '../../../../../helpers/payments';
import { err, registerClient } from '../../../../../helpers/register';

const ops = { authorization: OPS_AUTH };
const RULES = DEMO_REFERRAL_RULES;

describe.each(BACKENDS)('referral (invite friends) on %s', (backend) => {
  let t: TestApp;
  let c: ReturnType<typeof registerClient>;

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    c = registerClient(t, '918');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const overview = (token: string | null, domain?: string) =>
    call(t, 'GET', `/wps/referral${domain ? `?domain=${encodeURIComponent(domain)}` : ''}`, { token });
  const friends = (token: string | null, query = '') => call(t, 'GET', `/wps/referral/friends${query}`, { token });

  /** A member registered through PUT /wps/member/register (logged in) with these extra fields. */
  const register = async (extra: Record<string, unknown>) => {
    const body = await c.validBody(extra);
    const res = await c.register(body);
    return { ...res, username: body.username as string, token: res.body.value?.login?.token as string };
  };

  /** A bank-transfer deposit of `amount` for the member, credited by the operator. */
  const deposit = async (token: string, amount: number) => {
    const r = await postBankTransfer(t, token, { methodCode: 'BANK', amount: String(amount), requestId: rid() });
    expect(r.status).toBe(200);
    const a = await call(t, 'POST', `/ops/deposits/${r.body.value.deposit.id}/approve`, { headers: ops });
    expect(a.status).toBe(200);
  };

  const putRules = async (rules: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/referral',
      headers: ops,
      payload: { code: 'DEMO', ...rules },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };

  const referralRewards = async (memberId: number) =>
    (
      await t.db.query<{ source_key: string; amount: string; title: string; status: string }>(
        "SELECT source_key, amount::text, title, status FROM rewards WHERE member_id = $1 AND source = 'REFERRAL' ORDER BY id",
        [memberId],
      )
    ).rows;

  /** A referrer (a fresh real member) and its code. */
  const referrer = async () => {
    const m = await newMember(t, 'ref');
    const o = await overview(m.token);
    expect(o.status).toBe(200);
    return { ...m, code: o.body.value.code as string };
  };

  it('answers a visitor 401 and a trial 403 TRIAL_FORBIDDEN on both calls', async () => {
    expect((await overview(null)).status).toBe(401);
    expect((await friends(null)).status).toBe(401);
    const trial = await newMember(t, 'trial', TRIAL_TYPE);
    expect(await overview(trial.token)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
    expect(await friends(trial.token)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
  });

  it("gives a member one code, the register link on the caller's origin, the rules and zero counts", async () => {
    const m = await newMember(t, 'code');
    const first = await overview(m.token, 'https://demo.example.com');
    expect(first.status).toBe(200);
    const v = first.body.value as Json;
    expect(v).toEqual({
      code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      link: `https://demo.example.com/register?referralCode=${v.code}`,
      currency: 'VND',
      rules: RULES,
      invited: 0,
      qualified: 0,
      rewarded: 0,
      earned: 0,
    });
    // The same code every time, also when asked at once; a domain that is not an origin gives a path.
    const again = await Promise.all([overview(m.token, 'javascript:alert(1)'), overview(m.token)]);
    for (const a of again) expect(a.body.value.code).toBe(v.code);
    expect(again[0].body.value.link).toBe(`/register?referralCode=${v.code}`);
    expect((await friends(m.token)).body.value).toEqual({ list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 });
    // The seeded demo_player's code.
    const { rows } = await t.db.query<{ code: string }>(
      "SELECT code FROM referral_codes c JOIN members m ON m.id = c.member_id WHERE m.username = 'demo_player'",
    );
    expect(rows).toEqual([{ code: DEMO_REFERRAL_CODE }]);
    // …and its two old friends, whose windows have passed: never candidates.
    const seeded = await t.db.query<{ username: string; qualified: boolean }>(
      `SELECT f.username, l.qualified_at IS NOT NULL AS qualified FROM referral_links l
       JOIN members f ON f.id = l.invitee_id JOIN members p ON p.id = l.referrer_id
       WHERE p.username = 'demo_player' ORDER BY f.username`,
    );
    expect(seeded.rows).toEqual([
      { username: 'demo_downline', qualified: false },
      { username: 'demo_newbie', qualified: false },
    ]);
  });

  it('refuses an unknown code at registration with REFERRAL_CODE_INVALID on the field, and a bad page 400', async () => {
    const res = await register({ referralCode: 'NOBODY99' });
    expect(res.body).toEqual({ ...err('REFERRAL_CODE_INVALID', 'referral_code_error'), field: 'referralCode' });
    // Not a code at all: the register rule (ALNUM, ≤ 20) answers first.
    expect((await register({ referralCode: 'bad code!' })).body).toMatchObject({ code: 'VALIDATION' });
    const m = await newMember(t, 'page');
    for (const q of ['?pageSize=0', '?pageSize=1000', '?pageNo=0', '?pageNo=x'])
      expect(await friends(m.token, q)).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
  });

  it("links a friend registered with the code (any case), apart from an agent's invitation code", async () => {
    const r = await referrer();
    const friend = await register({ referralCode: r.code.toLowerCase(), affiliateCode: DEMO_INVITATION_CODE });
    expect(friend.status).toBe(200);
    // affiliateCode: the agent's downline; referralCode: the friend link. Both, and neither replaces the other.
    const row = await c.memberRow(friend.username);
    expect(row.upline_id).toBe((await c.memberRow('demo_agent')).id);
    const list = (await friends(r.token)).body.value as Json;
    expect(list.total).toBe(1);
    expect(list.list).toEqual([
      {
        account: `${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`,
        joinedAt: expect.any(String),
        state: 'REGISTERED',
        qualifiedAt: null,
        reward: null,
      },
    ]);
    expect((await overview(r.token)).body.value).toMatchObject({ invited: 1, qualified: 0, rewarded: 0, earned: 0 });
    // The friend has its own, different code and no friends.
    const own = await overview(friend.token);
    expect(own.body.value.code).not.toBe(r.code);
    expect(own.body.value.invited).toBe(0);
  });

  it('never links a member to itself, nor to a locked or trial holder', async () => {
    const r = await referrer();
    const merchant = await demoMerchant(t);
    await expect(t.app.referral.link(merchant.id, r.id, r.id)).rejects.toMatchObject({ code: 'REFERRAL_CODE_INVALID' });
    await expect(
      t.db.query('INSERT INTO referral_links (invitee_id, referrer_id, merchant_id) VALUES ($1, $1, $2)', [
        r.id,
        merchant.id,
      ]),
    ).rejects.toThrow();
    await t.app.members.setStatus(r.id, 'LOCKED');
    expect((await register({ referralCode: r.code })).body).toMatchObject({ code: 'REFERRAL_CODE_INVALID' });
    // A trial cannot get a code (403 above); one written behind the API's back is still refused.
    const trial = await newMember(t, 'trialcode', TRIAL_TYPE);
    await t.db.query("INSERT INTO referral_codes (member_id, merchant_id, code) VALUES ($1, $2, 'TRIALCODE1')", [
      trial.id,
      merchant.id,
    ]);
    expect((await register({ referralCode: 'TRIALCODE1' })).body).toMatchObject({ code: 'REFERRAL_CODE_INVALID' });
  });

  it('qualifies a friend by real credited deposits and rewards the referrer once, however often and concurrently it runs', async () => {
    const r = await referrer();
    const friend = await register({ referralCode: r.code });
    const friendId = (await c.memberRow(friend.username)).id as number;
    // Half the minimum: nothing yet.
    await deposit(friend.token, RULES.minDeposit / 2);
    expect(await t.app.referral.qualify()).toMatchObject({ qualified: 0 });
    expect(await referralRewards(r.id)).toEqual([]);

    // The rest (a pending deposit does not count until it is credited).
    const pending = await postBankTransfer(t, friend.token, {
      methodCode: 'BANK',
      amount: String(RULES.minDeposit / 2),
      requestId: rid(),
    });
    expect(pending.status).toBe(200);
    expect((await t.app.referral.qualify()).qualified).toBe(0);
    const approved = await call(t, 'POST', `/ops/deposits/${pending.body.value.deposit.id}/approve`, { headers: ops });
    expect(approved.status).toBe(200);

    const runs = await Promise.all([t.app.referral.qualify(), t.app.referral.qualify(), t.app.referral.qualify()]);
    expect(runs.reduce((n, x) => n + x.qualified, 0)).toBe(1);
    expect((await t.app.referral.qualify()).qualified).toBe(0);
    const masked = `${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`;
    expect(await referralRewards(r.id)).toEqual([
      { source_key: `invitee:${friendId}`, amount: String(RULES.reward), title: masked, status: 'PENDING' },
    ]);
    let list = (await friends(r.token)).body.value.list as Json[];
    expect(list[0]).toMatchObject({ state: 'QUALIFIED', reward: RULES.reward, qualifiedAt: expect.any(String) });
    expect((await overview(r.token)).body.value).toMatchObject({
      invited: 1,
      qualified: 1,
      rewarded: 0,
      earned: RULES.reward,
    });

    // The referrer claims it in the reward centre: REWARDED.
    const rewards = await call(t, 'GET', '/wps/rewards', { token: r.token });
    const reward = (rewards.body.value.list as Json[]).find((x) => x.source === 'REFERRAL');
    expect(reward).toMatchObject({ title: masked, amount: RULES.reward, turnoverMultiple: RULES.turnoverMultiple });
    expect((await call(t, 'POST', '/wps/rewards/claim', { token: r.token, payload: { id: reward.id } })).status).toBe(
      200,
    );
    list = (await friends(r.token)).body.value.list as Json[];
    expect(list[0]!.state).toBe('REWARDED');
    expect((await overview(r.token)).body.value).toMatchObject({ qualified: 1, rewarded: 1, earned: RULES.reward });
    // The friend's own rewards: none for being invited.
    expect(await referralRewards(friendId)).toEqual([]);
  });

  it("counts only deposits within the friend's window, and grants nothing while the programme is off", async () => {
    const merchant = await demoMerchant(t);
    const r = await referrer();
    const late = await register({ referralCode: r.code });
    const lateId = (await c.memberRow(late.username)).id as number;
    // Registered RULES.qualifyDays + 0.5 days ago: today's deposit is past the window.
    await t.db.query(`UPDATE referral_links SET linked_at = now() - make_interval(hours => $2) WHERE invitee_id = $1`, [
      lateId,
      RULES.qualifyDays * 24 + 12,
    ]);
    await deposit(late.token, RULES.minDeposit);
    expect((await t.app.referral.qualify(undefined, merchant.id)).qualified).toBe(0);

    // Programme off: a friend who deposited enough is not qualified; back on, the next run qualifies them.
    const off = await putRules({ ...RULES, enabled: false });
    expect(off.status).toBe(200);
    const friend = await register({ referralCode: r.code });
    await deposit(friend.token, RULES.minDeposit);
    expect((await t.app.referral.qualify()).qualified).toBe(0);
    expect((await overview(r.token)).body.value.rules.enabled).toBe(false);
    const on = await putRules(RULES);
    expect(on.body.value).toEqual({ code: 'DEMO', currency: 'VND', rules: RULES });
    const run = await call(t, 'POST', '/ops/referral/qualify', { headers: ops, payload: { code: 'DEMO' } });
    expect(run.body.value).toMatchObject({ code: 'DEMO', qualified: 1 });
    expect((await referralRewards(r.id)).map((x) => x.source_key)).toEqual([
      `invitee:${(await c.memberRow(friend.username)).id}`,
    ]);
  });

  it('runs qualification as the job referral.qualify every minute, which rewards a friend who qualified', async () => {
    const job = t.app.jobs.definitions().find((j) => j.name === 'referral.qualify')!;
    expect(job).toMatchObject({ every: 60, catchUp: 0 });
    const r = await referrer();
    const friend = await register({ referralCode: r.code });
    await deposit(friend.token, RULES.minDeposit);
    const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const ctx = { name: job.name, period: 'test', attempt: 1, signal: new AbortController().signal, db: t.db, log };
    await Promise.all([job.handler(ctx), job.handler({ ...ctx, period: 'test2' })]);
    await job.handler({ ...ctx, period: 'test3' });
    expect(await referralRewards(r.id)).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ qualified: 1 }), 'referral qualification');
  });
});
