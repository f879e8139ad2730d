/** @pglite: the deposit routes on the embedded database too. */
import { LUCKY_CODE, LUCKY_HOST } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import {
  call,
  JPEG_BYTES,
  newMember,
  PNG_BYTES,
  postBankTransfer,
  rid,
  type Json,
} from '../../../../../helpers/payments';

describe.each(BACKENDS)('member deposit endpoints on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const gateway = (token: string | null, payload: Json) =>
    call(t, 'POST', '/wps/payments/deposits/gateway', { token, payload });
  const bank = (amount = '50000000', extra: Record<string, string> = {}) => ({
    methodCode: 'BANK',
    amount,
    requestId: rid(),
    payerName: 'Nguyen Van A',
    ...extra,
  });

  describe('GET /wps/payments/methods', () => {
    it("answers the merchant's seeded gateway and bank transfer, with the bank account to pay", async () => {
      const m = await newMember(t, 'pm');
      const r = await call(t, 'GET', '/wps/payments/methods', { token: m.token });
      expect(r.status).toBe(200);
      expect(r.body.value.currency).toBe('VND');
      expect(r.body.value.methods.map((x: Json) => [x.code, x.kind])).toEqual([
        ['DEMO_PSP', 'GATEWAY'],
        ['BANK', 'BANK_TRANSFER'],
      ]);
      const [psp, bankMethod] = r.body.value.methods;
      expect(psp).toMatchObject({ minAmount: 5_000_000, maxAmount: 5_000_000_000, bank: null });
      expect(psp.presets.length).toBeGreaterThan(0);
      expect(bankMethod.bank).toEqual({
        bankName: 'Demo Commercial Bank',
        accountName: 'DEMO CASINO',
        accountNumber: '0123 4567 8901',
      });
    });

    it('gives each merchant its own methods, with limits in its currency (LUCKY: USD, PH: PHP)', async () => {
      const { rows } = await t.db.query<{ code: string; methods: string[]; min: string[] }>(
        `SELECT m.code, array_agg(d.code ORDER BY d.sort) AS methods, array_agg(d.min_amount::text ORDER BY d.sort) AS min
         FROM merchants m JOIN deposit_methods d ON d.merchant_id = m.id GROUP BY m.code ORDER BY m.code`,
      );
      expect(rows).toEqual([
        { code: 'DEMO', methods: ['DEMO_PSP', 'BANK'], min: ['5000000', '10000000'] },
        { code: LUCKY_CODE, methods: ['DEMO_PSP', 'BANK'], min: ['1000', '5000'] },
        { code: 'PH', methods: ['DEMO_PSP', 'BANK'], min: ['10000', '50000'] },
      ]);
      const lucky = (await t.app.merchants.findByCode(LUCKY_CODE))!;
      const m = await t.app.members.create({ merchantId: lucky.id, username: 'pay_lucky', passwordHash: 'x', type: 0 });
      const token = await t.app.sessions.create(m.id, 3600);
      const r = await call(t, 'GET', '/wps/payments/methods', { token, headers: { host: LUCKY_HOST } });
      expect(r.body.value).toMatchObject({
        currency: 'USD',
        methods: [{ code: 'DEMO_PSP', minAmount: 1000 }, { code: 'BANK' }],
      });
      expect(r.body.value.methods[1].bank.accountName).toBe(lucky.name.toUpperCase());
    });

    it('401s without a token and refuses a trial', async () => {
      expect((await call(t, 'GET', '/wps/payments/methods')).status).toBe(401);
      const trial = await newMember(t, 'pt', 4);
      const r = await call(t, 'GET', '/wps/payments/methods', { token: trial.token });
      expect(r).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
    });
  });

  describe('POST /wps/payments/deposits/gateway', () => {
    it('creates a PENDING deposit and answers the hosted payment page; a double submit answers the same', async () => {
      const m = await newMember(t, 'pg');
      const input = { methodCode: 'DEMO_PSP', amount: 10_000_000, requestId: rid() };
      const [a, b] = await Promise.all([gateway(m.token, input), gateway(m.token, input)]);
      expect(a.status).toBe(200);
      expect(a.body.value.deposit).toMatchObject({
        methodCode: 'DEMO_PSP',
        kind: 'GATEWAY',
        amount: 10_000_000,
        currency: 'VND',
        status: 'PENDING',
        reason: null,
        completedAt: null,
      });
      expect(a.body.value.payUrl).toMatch(/^\/demo-psp\/pay\/[A-Za-z0-9_-]+$/);
      expect(b.body.value).toEqual(a.body.value);
      const { rows } = await t.db.query('SELECT 1 FROM deposits WHERE member_id = $1', [m.id]);
      expect(rows).toHaveLength(1);
      const again = await gateway(m.token, input);
      expect(again.body.value).toEqual(a.body.value);
      const other = await gateway(m.token, { ...input, amount: 10_000_001 });
      expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    });

    it.each([
      [{ methodCode: 'DEMO_PSP', amount: 4_999_999 }, 'amount', 'err_deposit_amount_range'],
      [{ methodCode: 'DEMO_PSP', amount: 5_000_000_001 }, 'amount', 'err_deposit_amount_range'],
      [{ methodCode: 'NOPE', amount: 10_000_000 }, 'methodCode', 'err_deposit_method_unavailable'],
      [{ methodCode: 'BANK', amount: 10_000_000 }, 'methodCode', 'err_deposit_method_unavailable'],
      [{ methodCode: 'DEMO_PSP', amount: 1.5 }, 'amount', 'err_invalid_input'],
      [{ methodCode: 'DEMO_PSP', amount: '100' }, 'amount', 'err_invalid_input'],
      [{ methodCode: 'DEMO_PSP', amount: 0 }, 'amount', 'err_invalid_input'],
      [{ amount: 10_000_000 }, 'methodCode', 'err_input_empty'],
    ])('refuses %j with a 400 on %s', async (body, field, message) => {
      const m = await newMember(t, 'pv');
      const r = await gateway(m.token, { requestId: rid(), ...body });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'VALIDATION', field, message });
    });

    it('answers the limits with a range refusal', async () => {
      const m = await newMember(t, 'pl');
      const r = await gateway(m.token, { methodCode: 'DEMO_PSP', amount: 1, requestId: rid() });
      expect(r.body).toMatchObject({ field: 'amount', min: 5_000_000, max: 5_000_000_000 });
      const ok = await gateway(m.token, { methodCode: 'DEMO_PSP', amount: 5_000_000, requestId: rid() });
      expect(ok.status).toBe(200);
    });

    it('limits new deposits per member (gateway and bank transfer share the bucket): 429 RATE_LIMITED', async () => {
      const m = await newMember(t, 'prl');
      const { limit } = t.app.config.auth.depositRateLimit;
      for (let i = 0; i < limit - 1; i += 1)
        expect((await gateway(m.token, { methodCode: 'DEMO_PSP', amount: 10_000_000, requestId: rid() })).status).toBe(
          200,
        );
      expect((await postBankTransfer(t, m.token, bank())).status).toBe(200);
      const refused = await gateway(m.token, { methodCode: 'DEMO_PSP', amount: 10_000_000, requestId: rid() });
      expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      expect((await postBankTransfer(t, m.token, bank())).body.code).toBe('RATE_LIMITED');
      const { rows } = await t.db.query('SELECT 1 FROM deposits WHERE member_id = $1', [m.id]);
      expect(rows).toHaveLength(limit);
      // Another member has its own bucket.
      const other = await newMember(t, 'prl2');
      expect(
        (await gateway(other.token, { methodCode: 'DEMO_PSP', amount: 10_000_000, requestId: rid() })).status,
      ).toBe(200);
    });

    it('refuses a bad requestId, no token and a trial', async () => {
      const m = await newMember(t, 'pr');
      const bad = await gateway(m.token, { methodCode: 'DEMO_PSP', amount: 10_000_000, requestId: 'x y' });
      expect(bad).toMatchObject({ status: 400, body: { field: 'requestId' } });
      const input = { methodCode: 'DEMO_PSP', amount: 10_000_000, requestId: rid() };
      expect((await gateway(null, input)).status).toBe(401);
      const trial = await newMember(t, 'pt', 4);
      expect(await gateway(trial.token, input)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
      const { rows } = await t.db.query('SELECT 1 FROM deposits WHERE member_id = $1', [trial.id]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('POST /wps/payments/deposits/bank-transfer', () => {
    it('stores a PENDING deposit with its receipt; a PNG named .txt is accepted by its content', async () => {
      const m = await newMember(t, 'pb');
      const fields = bank();
      const receipt = { name: 'receipt', filename: 'scan.txt', type: 'text/plain', data: PNG_BYTES };
      const r = await postBankTransfer(t, m.token, fields, receipt);
      expect(r.status).toBe(200);
      expect(r.body.value.deposit).toMatchObject({
        kind: 'BANK_TRANSFER',
        methodCode: 'BANK',
        amount: 50_000_000,
        status: 'PENDING',
      });
      const { rows } = await t.db.query<{ content_type: string; size: number; payer_name: string }>(
        `SELECT r.content_type, r.size, d.payer_name FROM deposit_receipts r JOIN deposits d ON d.id = r.deposit_id
         WHERE d.id = $1`,
        [r.body.value.deposit.id],
      );
      expect(rows).toEqual([{ content_type: 'image/png', size: PNG_BYTES.length, payer_name: 'Nguyen Van A' }]);
      const again = await postBankTransfer(t, m.token, fields, receipt);
      expect(again.body.value.deposit.id).toBe(r.body.value.deposit.id);
      const jpeg = await postBankTransfer(t, m.token, bank(), { name: 'receipt', filename: 'a.jpg', data: JPEG_BYTES });
      expect(jpeg.status).toBe(200);
    });

    it('refuses a text file named .png, a file over 5 MiB and a missing receipt, storing nothing', async () => {
      const m = await newMember(t, 'pf');
      const text = await postBankTransfer(t, m.token, bank(), {
        name: 'receipt',
        filename: 'receipt.png',
        type: 'image/png',
        data: 'this is not an image',
      });
      expect(text).toMatchObject({ status: 400, body: { code: 'RECEIPT_IMAGE_TYPE', field: 'receipt' } });
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5_242_880 + 1 - PNG_BYTES.length)]);
      const large = await postBankTransfer(t, m.token, bank(), { name: 'receipt', filename: 'big.png', data: big });
      expect(large).toMatchObject({ status: 413, body: { code: 'RECEIPT_IMAGE_TOO_LARGE', field: 'receipt' } });
      const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(5_242_880 - PNG_BYTES.length)]);
      expect(
        (await postBankTransfer(t, m.token, bank(), { name: 'receipt', filename: 'ok.png', data: exact })).status,
      ).toBe(200);
      const none = await postBankTransfer(t, m.token, bank(), null);
      expect(none).toMatchObject({ status: 400, body: { code: 'RECEIPT_REQUIRED', field: 'receipt' } });
      const { rows } = await t.db.query('SELECT 1 FROM deposits WHERE member_id = $1', [m.id]);
      expect(rows).toHaveLength(1);
    });

    it('refuses markup in the payer name (the plain-text rule), storing nothing; a lone < is text', async () => {
      const m = await newMember(t, 'px');
      for (const payerName of ['<img src=x onerror=alert(1)>', 'A</b>', '<\u200Bsvg onload=alert(1)>', '<!-- x -->']) {
        expect(await postBankTransfer(t, m.token, bank('50000000', { payerName }))).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION', field: 'payerName' },
        });
      }
      const { rows } = await t.db.query('SELECT 1 FROM deposits WHERE member_id = $1', [m.id]);
      expect(rows).toHaveLength(0);
      const text = await postBankTransfer(t, m.token, bank('50000000', { payerName: ' Nguyen  <3 Van A ' }));
      expect(text.status).toBe(200);
      const stored = await t.db.query<{ payer_name: string }>('SELECT payer_name FROM deposits WHERE member_id = $1', [
        m.id,
      ]);
      expect(stored.rows).toEqual([{ payer_name: 'Nguyen <3 Van A' }]);
    });

    it('validates the text fields: 400 with the field, never 500', async () => {
      const m = await newMember(t, 'pq');
      expect((await postBankTransfer(t, m.token, bank('abc'))).body).toMatchObject({
        code: 'VALIDATION',
        field: 'amount',
      });
      expect((await postBankTransfer(t, m.token, bank('100'))).body).toMatchObject({
        field: 'amount',
        message: 'err_deposit_amount_range',
        min: 10_000_000,
      });
      const noMethod = await postBankTransfer(t, m.token, { amount: '50000000', requestId: rid() });
      expect(noMethod).toMatchObject({ status: 400, body: { field: 'methodCode', message: 'err_input_empty' } });
      const gw = await postBankTransfer(t, m.token, bank('50000000', { methodCode: 'DEMO_PSP' }));
      expect(gw).toMatchObject({ status: 400, body: { field: 'methodCode' } });
      const json = await call(t, 'POST', '/wps/payments/deposits/bank-transfer', { token: m.token, payload: bank() });
      expect(json.status).toBe(415);
    });

    it('401s without a token and refuses a trial', async () => {
      expect((await postBankTransfer(t, null, bank())).status).toBe(401);
      const trial = await newMember(t, 'pt', 4);
      expect(await postBankTransfer(t, trial.token, bank())).toMatchObject({
        status: 403,
        body: { code: 'TRIAL_FORBIDDEN' },
      });
    });
  });

  describe('GET /wps/payments/deposits and /wps/payments/deposit', () => {
    it("pages the member's deposits newest first, filters by status, and hides other members' deposits", async () => {
      const m = await newMember(t, 'pp');
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1)
        ids.push((await postBankTransfer(t, m.token, bank(String(20_000_000 + i)))).body.value.deposit.id);
      const page1 = await call(t, 'GET', '/wps/payments/deposits?pageSize=2', { token: m.token });
      expect(page1.body.value).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
      expect(page1.body.value.list.map((d: Json) => d.id)).toEqual([ids[2], ids[1]]);
      const page2 = await call(t, 'GET', '/wps/payments/deposits?pageSize=2&pageNo=2', { token: m.token });
      expect(page2.body.value.list.map((d: Json) => d.id)).toEqual([ids[0]]);
      const credited = await call(t, 'GET', '/wps/payments/deposits?status=CREDITED', { token: m.token });
      expect(credited.body.value).toMatchObject({ list: [], total: 0 });
      const bad = await call(t, 'GET', '/wps/payments/deposits?status=DONE', { token: m.token });
      expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'status' } });
      expect((await call(t, 'GET', '/wps/payments/deposits?pageSize=500', { token: m.token })).status).toBe(400);

      const one = await call(t, 'GET', `/wps/payments/deposit?id=${ids[0]}`, { token: m.token });
      expect(one.body.value).toMatchObject({ id: ids[0], status: 'PENDING', amount: 20_000_000 });
      const other = await newMember(t, 'po');
      const theirs = await call(t, 'GET', `/wps/payments/deposit?id=${ids[0]}`, { token: other.token });
      expect(theirs).toMatchObject({ status: 404, body: { code: 'DEPOSIT_NOT_FOUND' } });
      expect((await call(t, 'GET', '/wps/payments/deposits', { token: other.token })).body.value.total).toBe(0);
      expect((await call(t, 'GET', '/wps/payments/deposit?id=abc', { token: m.token })).status).toBe(400);
      expect((await call(t, 'GET', '/wps/payments/deposits')).status).toBe(401);
      const trial = await newMember(t, 'pt', 4);
      expect((await call(t, 'GET', '/wps/payments/deposits', { token: trial.token })).status).toBe(403);
    });
  });
});
