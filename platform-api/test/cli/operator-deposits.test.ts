import type { AddressInfo } from 'node:net';
import { formatDeposits, parseDepositArgs, runDepositCommand } from '../../src/cli/operator-deposits';
import { OPS_TOKEN, setupApp, type TestApp } from '../helpers/app';
import { BACKENDS } from '../helpers/db';
import { messagesOf, newMember, postBankTransfer, rid, walletOf } from '../helpers/payments';

describe('parseDepositArgs', () => {
  it.each([
    ['list', { action: 'list', merchant: 'DEMO', status: 'PENDING' }],
    ['list --status credited --merchant ACME', { action: 'list', merchant: 'ACME', status: 'CREDITED' }],
    ['approve 12', { action: 'approve', merchant: 'DEMO', id: 12 }],
    ['reject 7 --reason=wrong amount', { action: 'reject', merchant: 'DEMO', id: 7, reason: 'wrong amount' }],
  ])('%s', (line, expected) => {
    const args = line.startsWith('reject') ? ['reject', '7', '--reason=wrong amount'] : line.split(' ');
    expect(parseDepositArgs(args, 'DEMO')).toEqual(expected);
  });

  it.each([
    '',
    'approve',
    'approve abc',
    'reject 7',
    'reject 7 --reason',
    'list --status DONE',
    'list --bogus x',
    'approve 1 2',
  ])('refuses %j', (line) => {
    expect(parseDepositArgs(line ? line.split(' ') : [], 'DEMO')).toHaveProperty('error');
  });
});

describe('operator deposits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const transfer = async (amount: number) => {
    const m = await newMember(t, 'cli');
    const r = await postBankTransfer(t, m.token, { methodCode: 'BANK', amount: String(amount), requestId: rid() });
    return { m, id: r.body.value.deposit.id as number };
  };
  const offline = {
    url: 'http://127.0.0.1:9',
    token: OPS_TOKEN,
    fetch: () => Promise.reject(new Error('ECONNREFUSED')),
    openDb: async () => ({ ...t.db, close: async () => undefined }),
  };

  it('lists and approves on the database when no server answers, audited as the token’s operator', async () => {
    const { m, id } = await transfer(25_000_000);
    const list = await runDepositCommand({ action: 'list', merchant: 'DEMO', status: 'PENDING' }, offline);
    expect(list.via).toBe('database');
    expect(list.deposits.map((d) => d.id)).toContain(id);
    expect(formatDeposits(list, offline.url)).toMatch(
      new RegExp(`#${id}\\s+PENDING\\s+${m.username}\\s+250,000.00 VND`),
    );
    const done = await runDepositCommand({ action: 'approve', merchant: 'DEMO', id }, offline);
    expect(done.deposits[0]).toMatchObject({ id, status: 'CREDITED' });
    expect(await walletOf(t, m.id)).toEqual({ balance: 25_000_000, unread: 1 });
    const { rows } = await t.db.query('SELECT actor, action FROM operator_audit WHERE subject_id = $1', [String(id)]);
    expect(rows).toEqual([{ actor: 'demo_owner', action: 'deposit.approve' }]);
    await expect(runDepositCommand({ action: 'approve', merchant: 'DEMO', id }, offline)).rejects.toMatchObject({
      code: 'DEPOSIT_NOT_PENDING',
    });
  });

  it('rejects through the running server (/ops/deposits) with the reason, as the token’s operator', async () => {
    const { m, id } = await transfer(26_000_000);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const openDb = jest.fn();
    const deps = { url, token: OPS_TOKEN, fetch, openDb };
    const r = await runDepositCommand({ action: 'reject', merchant: 'DEMO', id, reason: 'no such transfer' }, deps);
    expect(r).toMatchObject({ via: 'server', deposits: [{ id, status: 'REJECTED', reason: 'no such transfer' }] });
    expect((await messagesOf(t, m.id))[0]).toMatchObject({ kind: 'deposit_failed' });
    const { rows } = await t.db.query('SELECT actor FROM operator_audit WHERE subject_id = $1', [String(id)]);
    expect(rows).toEqual([{ actor: 'demo_owner' }]);
    await expect(runDepositCommand({ action: 'approve', merchant: 'DEMO', id }, deps)).rejects.toMatchObject({
      statusCode: 409,
      code: 'DEPOSIT_NOT_PENDING',
    });
    await expect(
      runDepositCommand({ action: 'list', merchant: 'DEMO', status: 'PENDING' }, { ...deps, token: 'ops_wrong' }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(openDb).not.toHaveBeenCalled();
  });
});
