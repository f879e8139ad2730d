/** The KYC queue, its photos and the decision's message. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import { formData, newMember, PNG_BYTES, type Json } from '../../../../../helpers/payments';

describe.each(BACKENDS)('KYC review (/ops/kyc) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_support', 'demo_risk', 'lucky_admin']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = async (who: string, url: string): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({ method: 'GET', url, headers: as[who] });
    return { status: res.statusCode, body: res.json() };
  };
  const upload = async (token: string) => {
    const parts = ['idCardFront', 'idCardSelfie'].map((name) => ({
      name,
      filename: `${name}.png`,
      type: 'image/png',
      data: PNG_BYTES,
    }));
    const { payload, contentType } = formData(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/upload/id',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
  };
  const decide = (who: string, username: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/ops/members/${username}/id-verification`, headers: as[who], payload: body });
  const inbox = async (memberId: number) =>
    (await t.app.inbox.list(memberId, {})).list.map((m) => ({ title: m.title, content: m.content }));

  it('lists pending submissions with member, document type and time; shows one with its photos', async () => {
    const m = await newMember(t, 'kyc');
    await upload(m.token);
    const list = (await get('demo_support', '/ops/kyc?status=PENDING&pageSize=100')).body.value;
    const row = list.list.find((r: { id: number }) => r.id === m.id);
    expect(row).toEqual({
      id: m.id,
      memberId: m.id,
      username: m.username,
      status: 'PENDING',
      documentType: null,
      submittedAt: expect.any(String),
    });
    const one = (await get('demo_support', `/ops/kyc/${m.id}`)).body.value;
    expect(one.images.map((i: { kind: string }) => i.kind)).toEqual(['front', 'back', 'selfie']);
    for (const image of one.images) {
      const res = await t.app.inject({ method: 'GET', url: image.url, headers: as.demo_support });
      expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        200,
        'image/png',
        'no-store',
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
    expect((await get('demo_support', `/ops/kyc/${m.id}/images/passport`)).status).toBe(404);
    expect((await get('lucky_admin', `/ops/kyc/${m.id}?merchant=DEMO`)).status).toBe(403);
    expect((await get('lucky_admin', `/ops/kyc/${m.id}?merchant=LUCKY`)).status).toBe(404);
    expect((await get('lucky_admin', '/ops/kyc?merchant=DEMO')).status).toBe(403);
    const notSent = await newMember(t, 'kyc_none');
    expect((await get('demo_support', `/ops/kyc/${notSent.id}`)).status).toBe(404);
  });

  it('rejects with a reason and approves (kyc.decide): the player gets a message, the audit an entry', async () => {
    const m = await newMember(t, 'kyc_dec');
    await upload(m.token);
    expect((await decide('demo_support', m.username, { status: 'R', reason: 'blurry' })).statusCode).toBe(403);
    const rejected = await decide('demo_risk', m.username, { status: 'R', reason: 'Photo is blurry' });
    expect(rejected.json().value).toEqual({ username: m.username, status: 'R' });
    expect(await inbox(m.id)).toContainEqual({
      title: 'Identity verification rejected',
      content: expect.stringContaining('Photo is blurry'),
    });
    const rejectedRows = (await get('demo_support', '/ops/kyc?status=REJECTED&pageSize=100')).body.value.list;
    expect(rejectedRows.map((r: { id: number }) => r.id)).toContain(m.id);
    const pending = (await get('demo_support', '/ops/kyc?pageSize=100')).body.value.list;
    expect(pending.map((r: { id: number }) => r.id)).not.toContain(m.id);

    await upload(m.token);
    expect((await decide('demo_risk', m.username, { status: 'A' })).statusCode).toBe(200);
    expect((await inbox(m.id)).map((x) => x.title)).toContain('Identity verified');
    expect((await get('demo_support', `/ops/kyc/${m.id}`)).body.value.status).toBe('APPROVED');
    const { rows } = await t.db.query<{ action: string; reason: string | null; operator_id: number | null }>(
      `SELECT action, reason, operator_id FROM operator_audit WHERE subject_id = $1 AND action LIKE 'kyc.%' ORDER BY seq`,
      [String(m.id)],
    );
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['kyc.reject', 'Photo is blurry'],
      ['kyc.approve', null],
    ]);
    expect(rows[0]!.operator_id).toEqual(expect.any(Number));
    expect((await decide('demo_risk', m.username, { status: 'A' })).statusCode).toBe(400);
  });
});
