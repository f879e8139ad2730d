/** The Philippines variant's verified identity before the first deposit and the first withdrawal. */
import { randomBytes } from 'node:crypto';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { encryptPayload } from 'shared-contracts';
import { bearer, call, formData, newMember, PNG_BYTES, rid } from '../../helpers/payments';
import { PH_HOST } from '../../../src/seed';

describe.each(BACKENDS)('KYC_REQUIRED on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const phMember = async () => {
    const merchant = (await t.app.merchants.findByCode('PH'))!;
    const m = await t.app.members.create({
      merchantId: merchant.id,
      username: `phm${randomBytes(3).toString('hex')}`,
      passwordHash: 'x',
      type: 0,
    });
    return { id: m.id, token: await t.app.sessions.create(m.id, 3600) };
  };
  const gateway = (token: string, amount: number, host?: string) =>
    call(t, 'POST', '/wps/payments/deposits/gateway', {
      token,
      payload: { methodCode: 'DEMO_PSP', amount, requestId: rid() },
      ...(host ? { headers: { host } } : {}),
    });

  const bankTransfer = async (token: string) => {
    const { payload, contentType } = formData([
      { name: 'methodCode', data: 'BANK' },
      { name: 'amount', data: '100000' },
      { name: 'requestId', data: rid() },
      { name: 'receipt', filename: 'receipt.png', type: 'image/png', data: PNG_BYTES },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/deposits/bank-transfer',
      payload,
      headers: { 'content-type': contentType, host: PH_HOST, ...bearer(token) },
    });
    return res.json();
  };
  const withdraw = async (token: string) => {
    const headers = { host: PH_HOST };
    const key: string = (await t.app.inject({ method: 'GET', url: '/wps/system/config', headers })).json().value
      .publicKey;
    const body = { bankAccountId: 1, amount: 500_00, fundPassword: '246810', requestId: rid() };
    return call(t, 'POST', '/wps/withdrawals', {
      token,
      headers,
      payload: { encrypted: await encryptPayload(key, body) },
    });
  };

  it('refuses a PH member’s deposits and withdrawals until the identity is approved', async () => {
    const m = await phMember();
    const refused = { success: false, value: null, code: 'KYC_REQUIRED', message: 'err_kyc_required' };
    expect((await gateway(m.token, 1_000_00, PH_HOST)).body).toEqual(refused);
    expect((await bankTransfer(m.token)).code).toBe('KYC_REQUIRED');
    expect((await withdraw(m.token)).body.code).toBe('KYC_REQUIRED');

    await t.app.members.setIdVerificationStatus(m.id, 'P');
    expect((await gateway(m.token, 1_000_00, PH_HOST)).body.code).toBe('KYC_REQUIRED');
    await t.app.members.setIdVerificationStatus(m.id, 'A');
    const ok = await gateway(m.token, 1_000_00, PH_HOST);
    expect(ok.status).toBe(200);
    expect(ok.body.value.deposit.status).toBe('PENDING');
  });

  it('does not ask other merchants’ unverified members', async () => {
    const m = await newMember(t, 'kycdemo');
    expect(await t.app.members.idVerificationStatus(m.id)).not.toBe('A');
    expect((await gateway(m.token, 100_000_00)).status).toBe(200);
  });
});
