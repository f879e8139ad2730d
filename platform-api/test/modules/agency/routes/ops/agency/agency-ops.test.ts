/** @pglite: the console's agency calls on the embedded database too. */
import { createContractRepository } from '../../../../../../src/modules/agency';
import { demoMerchant, houseContract, settledRound, teamMember } from '../../../../../helpers/agency';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe.each(BACKENDS)('the console’s agency (/ops/agency) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    as = await operatorHeaders(t, ['demo_admin', 'demo_finance', 'lucky_admin', 'demo_owner']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const tree = async (q: string) => (await call('demo_finance', 'GET', `/ops/agency/tree?code=DEMO&${q}`)).body.value;
  const node = async (account: string) => (await tree(`parent=${account}&pageSize=1`)).parent as Json;
  const audit = async (action: string) =>
    (await call('demo_owner', 'GET', `/ops/audit?action=${action}`)).body.value.list as Json[];
  /** A direct contract of `type` from `uplineId` to `memberId`, ACTIVE from `at` (as an acceptance leaves it). */
  async function activeContract(memberId: number, uplineId: number | null, rate: number, at: Date) {
    const repo = createContractRepository(t.db);
    const m = await demoMerchant(t);
    const tiers = [{ minAmount: 0, minActive: 0, rate }];
    const c = await repo.offer(
      {
        merchantId: m.id,
        type: 'DAILY_SALARY',
        period: 'DAILY',
        memberId,
        uplineId,
        tiers,
        maxRate: rate,
        terminatesConflicts: false,
      },
      at,
    );
    const dayEnd = new Date(Math.floor(at.getTime() / DAY) * DAY + DAY);
    await repo.accept(c.id, at, dayEnd);
    return c.id;
  }

  describe('the tree and moves', () => {
    let a: { id: number; username: string };
    let b: { id: number; username: string };
    let x: { id: number; username: string };
    let y: { id: number; username: string };
    beforeAll(async () => {
      a = await teamMember(t, 'tr_a', null, 1);
      b = await teamMember(t, 'tr_b', null, 1);
      x = await teamMember(t, 'tr_x', a.id, 2);
      y = await teamMember(t, 'tr_y', x.id, 0);
      await settledRound(t, y.id, 10_000, 4_000, new Date());
    });

    it('lists the top-level agents (agents only) and a member’s children with their team numbers', async () => {
      const top = await tree('pageSize=100');
      const accounts = top.list.map((n: Json) => n.account);
      expect(accounts).toEqual(expect.arrayContaining(['demo_agent', a.username, b.username]));
      expect(accounts).not.toContain('demo_player');
      expect(top.list.every((n: Json) => n.role === 'agent' && n.upline === null)).toBe(true);
      expect(top).toMatchObject({ pageNo: 1, currency: expect.any(String), startDate: expect.any(String) });

      const level = await tree(`parent=${a.username}`);
      expect(level.parent).toMatchObject({
        account: a.username,
        directCount: 1,
        teamSize: 2,
        stake: 10_000,
        ggr: 6_000,
      });
      expect(level.list).toEqual([
        expect.objectContaining({
          account: x.username,
          role: 'agent',
          upline: a.username,
          directCount: 1,
          teamSize: 1,
        }),
      ]);
      const leaf = await tree(`parent=${y.username}`);
      expect(leaf.parent).toMatchObject({ role: 'member', teamSize: 0, stake: 10_000, betCount: 1, activeMembers: 1 });
      expect(leaf.list).toEqual([]);
      // Paged: one per page.
      const demo = await tree('parent=demo_agent&pageSize=1');
      expect(demo).toMatchObject({ pageSize: 1, totalPages: demo.total });
      expect(demo.total).toBeGreaterThanOrEqual(2);
    });

    it('finds a member’s line from the top', async () => {
      const found = await call('demo_admin', 'GET', `/ops/agency/tree/path?code=DEMO&account=${y.username}`);
      expect(found.body.value.path.map((n: Json) => n.account)).toEqual([a.username, x.username, y.username]);
      expect((await call('demo_admin', 'GET', '/ops/agency/tree/path?code=DEMO&account=nobody_here')).status).toBe(404);
    });

    it.each([
      ['a page size over 100', 'code=DEMO&pageSize=500', 'pageSize'],
      ['a day that is not one', 'code=DEMO&startDate=2026-02-31', 'startDate'],
      ['no brand', 'parent=demo_agent', 'code'],
    ])('refuses %s with 400 VALIDATION', async (_what, q, field) => {
      const res = await call('demo_admin', 'GET', `/ops/agency/tree?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(String(res.body.field)).toContain(field);
    });

    it('reads for agency.read in the brand only; an unknown parent is 404', async () => {
      expect((await call('lucky_admin', 'GET', '/ops/agency/tree?code=DEMO')).status).toBe(403);
      expect((await call('demo_admin', 'GET', '/ops/agency/tree?code=DEMO&parent=nobody_here')).status).toBe(404);
    });

    it('moves a member with its subtree: the team numbers follow, its contract from the old upline ends, audited', async () => {
      const held = await activeContract(x.id, a.id, 100, new Date());
      const moved = await call('demo_admin', 'POST', '/ops/agency/moves', {
        code: 'DEMO',
        account: x.username,
        newUpline: b.username,
        reason: 'agent request #12',
      });
      expect(moved.status).toBe(200);
      expect(moved.body.value).toEqual({
        account: x.username,
        fromUpline: a.username,
        toUpline: b.username,
        moved: 2,
        terminatedContracts: [held],
      });
      expect(await node(a.username)).toMatchObject({ directCount: 0, teamSize: 0, stake: 0 });
      expect(await node(b.username)).toMatchObject({ directCount: 1, teamSize: 2, teamAgents: 1, stake: 10_000 });
      const path = await call('demo_admin', 'GET', `/ops/agency/tree/path?code=DEMO&account=${y.username}`);
      expect(path.body.value.path.map((n: Json) => n.account)).toEqual([b.username, x.username, y.username]);
      const contracts = await call('demo_finance', 'GET', `/ops/agency/contracts?code=DEMO&account=${x.username}`);
      expect(contracts.body.value.list).toEqual([expect.objectContaining({ id: held, status: 'TERMINATED' })]);
      expect((await audit('agency.move'))[0]).toMatchObject({
        actor: 'demo_admin',
        subjectId: x.username,
        before: { upline: a.username },
        after: { upline: b.username, moved: 2, terminatedContracts: [held] },
      });
    });

    it('refuses a cycle, a player upline, the same upline, another brand’s agent and other roles', async () => {
      const move = (who: string, account: string, newUpline: string, reason = 'test') =>
        call(who, 'POST', '/ops/agency/moves', { code: 'DEMO', account, newUpline, reason });
      // b's member x is below b: b cannot go below x (nor x below itself).
      for (const [account, up] of [
        [b.username, x.username],
        [x.username, x.username],
      ] as const) {
        const r = await move('demo_admin', account, up);
        expect({ status: r.status, code: r.body.code }).toEqual({ status: 409, code: 'MOVE_CYCLE' });
      }
      const player = await move('demo_admin', a.username, y.username);
      expect({ status: player.status, code: player.body.code }).toEqual({ status: 400, code: 'UPLINE_NOT_AGENT' });
      const same = await move('demo_admin', x.username, b.username);
      expect({ status: same.status, code: same.body.code }).toEqual({ status: 409, code: 'SAME_UPLINE' });
      expect((await move('demo_admin', x.username, 'lucky_agent')).status).toBe(404);
      expect((await move('demo_finance', x.username, a.username)).status).toBe(403);
      expect((await move('lucky_admin', x.username, a.username)).status).toBe(403);
      const blank = await move('demo_admin', x.username, a.username, '  ');
      expect({ status: blank.status, code: blank.body.code }).toEqual({ status: 400, code: 'VALIDATION' });
      expect(String(blank.body.field)).toContain('reason');
      // Nothing moved.
      expect(await node(b.username)).toMatchObject({ directCount: 1, teamSize: 2 });
    });
  });

  describe('contracts', () => {
    it('lists the brand’s contracts by account, type and status; terminates one, audited, once', async () => {
      const c = await teamMember(t, 'tr_c', null, 1);
      const made = await houseContract(
        t,
        c.username,
        'DIVIDEND',
        [{ minAmount: 0, minActive: 0, rate: 300 }],
        'WEEKLY',
      );
      const list = await call('demo_finance', 'GET', `/ops/agency/contracts?code=DEMO&account=${c.username}`);
      expect(list.body.value).toMatchObject({ total: 1, list: [{ id: made.id, upline: null, status: 'ACTIVE' }] });
      const house = await call(
        'demo_finance',
        'GET',
        '/ops/agency/contracts?code=DEMO&account=demo_agent&type=DAILY_SALARY&status=ACTIVE',
      );
      expect(house.body.value.list).toEqual([expect.objectContaining({ account: 'demo_agent', type: 'DAILY_SALARY' })]);

      const url = `/ops/agency/contracts/${made.id}/terminate`;
      expect((await call('demo_finance', 'POST', url, { code: 'DEMO', reason: 'x' })).status).toBe(403);
      expect((await call('lucky_admin', 'POST', url, { code: 'DEMO', reason: 'x' })).status).toBe(403);
      expect((await call('demo_admin', 'POST', url, { code: 'DEMO' })).status).toBe(400);
      const ended = await call('demo_admin', 'POST', url, { code: 'DEMO', reason: 'fraud review' });
      expect(ended.status).toBe(200);
      expect(ended.body.value).toMatchObject({ id: made.id, status: 'TERMINATED', endedAt: expect.any(String) });
      const again = await call('demo_admin', 'POST', url, { code: 'DEMO', reason: 'fraud review' });
      expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'CONTRACT_STATE' });
      const none = await call('demo_admin', 'POST', '/ops/agency/contracts/999999/terminate', {
        code: 'DEMO',
        reason: 'x',
      });
      expect({ status: none.status, code: none.body.code }).toEqual({ status: 404, code: 'CONTRACT_NOT_FOUND' });
      expect((await audit('agency_contract.terminate'))[0]).toMatchObject({
        actor: 'demo_admin',
        subjectId: String(made.id),
        before: { status: 'ACTIVE' },
        after: { status: 'TERMINATED' },
      });
    });

    it('offers the house’s contract from an operator session', async () => {
      const d = await teamMember(t, 'tr_d', null, 1);
      const res = await call('demo_admin', 'POST', '/ops/agency/contracts', {
        code: 'DEMO',
        account: d.username,
        type: 'DAILY_SALARY',
        tiers: [{ minAmount: 0, minActive: 0, rate: 150 }],
      });
      expect(res.body.value).toMatchObject({ account: d.username, status: 'ACTIVE', maxRate: 150 });
      expect((await call('demo_finance', 'POST', '/ops/agency/contracts', { code: 'DEMO' })).status).toBe(403);
    });
  });

  describe('settlements', () => {
    it('lists UNPAID rows and a retry pays each exactly once, whatever runs at the same time', async () => {
      const day = Date.UTC(2024, 7, 1);
      const payer = await teamMember(t, 'tr_payer', null, 1);
      const payee = await teamMember(t, 'tr_payee', payer.id, 2);
      const contract = await activeContract(payee.id, payer.id, 500, new Date(day + HOUR));
      await settledRound(t, payee.id, 100_000, 0, new Date(day + 2 * HOUR));
      const asOf = new Date(day + DAY + 60_000);
      expect(await t.app.agency.settlement.run('DAILY_SALARY', asOf)).toMatchObject({ unpaid: 1 });

      const list = await call(
        'demo_finance',
        'GET',
        `/ops/agency/settlements?code=DEMO&status=UNPAID&account=${payee.username}`,
      );
      expect(list.body.value).toMatchObject({
        total: 1,
        list: [
          { contractId: contract, account: payee.username, upline: payer.username, amount: 5_000, status: 'UNPAID' },
        ],
      });
      expect(list.body.value.unpaid).toBeGreaterThanOrEqual(1);
      const dated = await call(
        'demo_finance',
        'GET',
        '/ops/agency/settlements?code=DEMO&startDate=2024-08-01&endDate=2024-08-01',
      );
      expect(dated.body.value.list.map((r: Json) => r.contractId)).toContain(contract);

      const retry = (who = 'demo_admin') =>
        call(who, 'POST', '/ops/agency/settlements/retry', { code: 'DEMO', type: 'DAILY_SALARY' });
      expect((await retry('demo_finance')).status).toBe(403);
      const short = await retry();
      expect(short.body.value).toMatchObject({ retried: 0, amount: 0 });
      expect(short.body.value.stillUnpaid).toBeGreaterThanOrEqual(1);

      const m = await demoMerchant(t);
      await t.app.wallet.adjust(m, payer.id, { amount: 20_000, key: `tr-payer-${payer.id}`, note: 'test' });
      const [r1, job, r2] = await Promise.all([retry(), t.app.agency.settlement.run('DAILY_SALARY', asOf), retry()]);
      expect(r1.body.value.retried + r2.body.value.retried + job.retried).toBe(1);

      const { rows } = await t.db.query<{ status: string; n: number }>(
        `SELECT s.status, (SELECT count(*)::int FROM ledger_transactions l WHERE l.idempotency_key = $2) AS n
         FROM agency_settlements s WHERE s.contract_id = $1`,
        [contract, `agency:${contract}:${new Date(day).toISOString()}`],
      );
      expect(rows).toEqual([{ status: 'PAID', n: 1 }]);
      const balances = await t.app.wallet.mainBalances(m, [payer.id, payee.id]);
      expect([balances.get(payer.id), balances.get(payee.id)]).toEqual([15_000, 5_000]);
      if (r1.body.value.retried + r2.body.value.retried === 1)
        expect((await audit('agency_settlement.retry'))[0]).toMatchObject({ actor: 'demo_admin' });
    });

    it('refuses an unknown type or field with 400', async () => {
      const bad = await call('demo_admin', 'POST', '/ops/agency/settlements/retry', {
        code: 'DEMO',
        type: 'WEEKLY_BONUS',
      });
      expect(bad.status).toBe(400);
      expect((await call('demo_admin', 'GET', '/ops/agency/settlements?code=DEMO&status=LOST')).status).toBe(400);
    });
  });
});
