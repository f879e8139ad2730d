import type { AddressInfo } from 'node:net';
import { formatWithdrawals, parseWithdrawalArgs, runWithdrawalCommand } from '../../src/cli/operator-withdrawals';
import { OPS_TOKEN, setupApp, type TestApp } from '../helpers/app';
import { BACKENDS } from '../helpers/db';
import { messagesOf } from '../helpers/payments';
import { readyMember, requestWithdrawal } from '../helpers/withdrawals';

describe('parseWithdrawalArgs', () => {
  it.each([
    [['list'], { action: 'list', merchant: 'DEMO', status: 'PENDING' }],
    [['list', '--status', 'disputed'], { action: 'list', merchant: 'DEMO', status: 'DISPUTED' }],
    [['list', '--status=PAID', '--merchant', 'ACME'], { action: 'list', merchant: 'ACME', status: 'PAID' }],
    [['approve', '12'], { action: 'approve', merchant: 'DEMO', id: 12 }],
    [['reject', '7', '--reason=wrong name'], { action: 'reject', merchant: 'DEMO', id: 7, reason: 'wrong name' }],
    [
      ['resolve', '9', '--outcome', 'RETURNED', '--reason', 'came back'],
      { action: 'resolve', merchant: 'DEMO', id: 9, reason: 'came back', outcome: 'RETURNED' },
    ],
    [
      ['resolve', '9', '--reason=ok', '--outcome=RECEIVED', '--status', 'PAID'],
      { action: 'resolve', merchant: 'DEMO', id: 9, reason: 'ok', outcome: 'RECEIVED' },
    ],
  ])('%j', (args, expected) => {
    expect(parseWithdrawalArgs(args, 'DEMO')).toEqual(expected);
  });
  it.each([
    [[]],
    [['approve']],
    [['approve', 'x']],
    [['reject', '7']],
    [['list', '--status', 'CREDITED']],
    [['resolve', '9', '--reason', 'x']],
    [['resolve', '9', '--outcome', 'NOPE', '--reason', 'x']],
    [['resolve', '9', '--outcome', 'RETURNED']],
  ])('refuses %j', (args) => {
    expect(parseWithdrawalArgs(args, 'DEMO')).toHaveProperty('error');
  });
});

describe('operator withdrawals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const pending = async () => {
    const m = await readyMember(t, 'cw', 500_000_00);
    const r = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 150_000_00 });
    return { m, id: r.body.value.id as number };
  };
  const offline = {
    url: 'http://127.0.0.1:9',
    token: OPS_TOKEN,
    fetch: () => Promise.reject(new Error('ECONNREFUSED')),
    openDb: async () => ({ ...t.db, close: async () => undefined }),
  };

  it('lists and approves on the database when no server answers, audited as the token’s operator', async () => {
    const { m, id } = await pending();
    const list = await runWithdrawalCommand({ action: 'list', merchant: 'DEMO', status: 'PENDING' }, offline);
    expect(list.via).toBe('database');
    expect(formatWithdrawals(list, offline.url)).toMatch(
      new RegExp(`#${id}\\s+PENDING\\s+${m.username}\\s+150,000.00 VND`),
    );
    const done = await runWithdrawalCommand({ action: 'approve', merchant: 'DEMO', id }, offline);
    expect(done.withdrawals[0]).toMatchObject({ id, status: 'PAID' });
    expect((await messagesOf(t, m.id)).map((x) => x.kind)).toEqual(['withdrawal_approved']);
    await expect(
      runWithdrawalCommand({ action: 'reject', merchant: 'DEMO', id, reason: 'x' }, offline),
    ).rejects.toMatchObject({ code: 'WITHDRAWAL_NOT_PENDING' });
  });

  it('rejects through the running server (/ops/withdrawals) with the reason, as the token’s operator', async () => {
    const { id } = await pending();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const openDb = jest.fn();
    const deps = { url, token: OPS_TOKEN, fetch, openDb };
    const r = await runWithdrawalCommand({ action: 'reject', merchant: 'DEMO', id, reason: 'no' }, deps);
    expect(r).toMatchObject({ via: 'server', withdrawals: [{ id, status: 'REJECTED', reason: 'no' }] });
    const { rows } = await t.db.query(
      "SELECT actor, action FROM operator_audit WHERE subject_type = 'withdrawal' AND subject_id = $1",
      [String(id)],
    );
    expect(rows).toEqual([{ actor: 'demo_owner', action: 'withdrawal.reject' }]);
    await expect(runWithdrawalCommand({ action: 'approve', merchant: 'DEMO', id }, deps)).rejects.toMatchObject({
      statusCode: 409,
      code: 'WITHDRAWAL_NOT_PENDING',
    });
    expect(openDb).not.toHaveBeenCalled();
  });
});
