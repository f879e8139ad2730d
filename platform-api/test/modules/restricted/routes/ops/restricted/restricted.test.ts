/** @pglite: the restricted-persons list in the back office: roles, add, search, remove, CSV import, audit. */
import { randomBytes } from 'node:crypto';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import { formData, PNG_BYTES, type Json } from '../../../../../helpers/payments';

describe.each(BACKENDS)('restricted-persons list (/ops/restricted) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, [
      'ph_admin',
      'lucky_admin',
      'demo_owner',
      'demo_risk',
      'demo_support',
      'demo_finance',
    ]);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const req = async (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const add = (who: string, person: object, merchant = 'PH') =>
    req(who, 'POST', '/ops/restricted', { merchant, reason: 'Regulator list', ...person });
  const audit = async (action: string) =>
    (await t.db.query<Json>('SELECT actor, subject_id, after, reason FROM operator_audit WHERE action = $1', [action]))
      .rows;

  it('reads need restricted.read, changes restricted.manage, within the operator’s merchants', async () => {
    expect((await req('demo_support', 'GET', '/ops/restricted')).status).toBe(200);
    expect((await add('demo_support', { idType: 1, idNumber: 'X1' }, 'DEMO')).status).toBe(403);
    expect((await req('demo_finance', 'GET', '/ops/restricted')).status).toBe(403);
    expect((await add('demo_risk', { idType: 1, idNumber: 'RISK1' }, 'DEMO')).status).toBe(200);
    expect((await req('lucky_admin', 'GET', '/ops/restricted?merchant=PH')).status).toBe(403);
    expect((await add('lucky_admin', { idType: 1, idNumber: 'X2' })).status).toBe(403);
    expect((await add('ph_admin', { idType: 1, idNumber: 'PHADMIN1' })).status).toBe(200);
    expect((await add('demo_owner', { idType: 1, idNumber: 'OWNER1' })).status).toBe(200);
  });

  it('adds with a name + birthday or an ID, refuses anything else, and audits who added it', async () => {
    const bad = await add('ph_admin', { fullName: 'No Birthday' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'RESTRICTED_ENTRY_INVALID', message: 'err_restricted_entry' });
    expect((await add('ph_admin', { idType: 3 })).body.code).toBe('RESTRICTED_ENTRY_INVALID');
    expect((await add('ph_admin', { fullName: 'A B', birthday: '31-02-1990' })).body.code).toBe(
      'RESTRICTED_ENTRY_INVALID',
    );
    const ok = await add('ph_admin', {
      fullName: 'Emilio Aguinaldo',
      birthday: '22-03-1969',
      idType: 7,
      idNumber: 'SSS-77',
    });
    expect(ok.body.value).toMatchObject({
      fullName: 'Emilio Aguinaldo',
      birthday: '1969-03-22',
      idType: 7,
      idNumber: 'SSS-77',
      reason: 'Regulator list',
      addedBy: 'ph_admin',
    });
    expect(await audit('restricted.add')).toContainEqual(
      expect.objectContaining({ actor: 'ph_admin', subject_id: String(ok.body.value.id), reason: 'Regulator list' }),
    );
  });

  it('lists newest first, searches by name or ID number, removes (audited)', async () => {
    const tag = randomBytes(3).toString('hex');
    const a = await add('ph_admin', { fullName: `Gabriela ${tag}`, birthday: '1731-03-19' });
    await add('ph_admin', { idType: 2, idNumber: `DL${tag}` });
    const found = await req('ph_admin', 'GET', `/ops/restricted?merchant=PH&q=${tag}`);
    expect(found.body.value.total).toBe(2);
    expect(found.body.value.list.map((r: Json) => r.idNumber ?? r.fullName)).toEqual([`DL${tag}`, `Gabriela ${tag}`]);
    // Another merchant's list does not show them.
    expect((await req('demo_owner', 'GET', `/ops/restricted?merchant=DEMO&q=${tag}`)).body.value.total).toBe(0);

    expect((await req('ph_admin', 'DELETE', `/ops/restricted/${a.body.value.id}?merchant=PH`)).status).toBe(200);
    expect((await req('ph_admin', 'DELETE', `/ops/restricted/${a.body.value.id}?merchant=PH`)).status).toBe(404);
    expect((await req('ph_admin', 'GET', `/ops/restricted?merchant=PH&q=${tag}`)).body.value.total).toBe(1);
    expect(await audit('restricted.remove')).toContainEqual(
      expect.objectContaining({ actor: 'ph_admin', subject_id: String(a.body.value.id) }),
    );
  });

  it('imports a CSV: a preview of accepted and rejected rows with their errors, then only the good rows', async () => {
    const csv = [
      'full_name,birthday,id_type,id_number,reason',
      'Juan Luna,24-10-1857,,,Court order',
      '"Luna, Antonio",1866-10-29,10,CRN-0001,"Self-exclusion, national"',
      'Nobody,,,,Missing birthday',
      ',,13,ABC,Bad type',
      'Someone,1990-01-01,,,',
      'Too,few',
      '',
    ].join('\n');
    const preview = await req('ph_admin', 'POST', '/ops/restricted/import', { merchant: 'PH', csv, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.value.imported).toBe(0);
    expect(preview.body.value.accepted.map((r: Json) => [r.line, r.fullName])).toEqual([
      [2, 'Juan Luna'],
      [3, 'Luna, Antonio'],
    ]);
    expect(preview.body.value.rejected).toEqual([
      { line: 4, errors: ['restricted_csv_name_birthday'] },
      { line: 5, errors: ['restricted_csv_id_type'] },
      { line: 6, errors: ['restricted_csv_reason'] },
      { line: 7, errors: ['restricted_csv_columns'] },
    ]);
    const q = async () => (await req('ph_admin', 'GET', '/ops/restricted?merchant=PH&q=luna')).body.value.total;
    expect(await q()).toBe(0);

    const done = await req('ph_admin', 'POST', '/ops/restricted/import', { merchant: 'PH', csv, preview: false });
    expect(done.body.value.imported).toBe(2);
    expect(await q()).toBe(2);
    expect(await audit('restricted.import')).toContainEqual(
      expect.objectContaining({ actor: 'ph_admin', subject_id: 'PH', after: { imported: 2, rejected: 4 } }),
    );

    const header = await req('ph_admin', 'POST', '/ops/restricted/import', {
      merchant: 'PH',
      csv: 'name,dob\nA,B',
      preview: true,
    });
    expect(header.body.value).toEqual({
      accepted: [],
      rejected: [{ line: 1, errors: ['restricted_csv_header'] }],
      imported: 0,
    });
  });

  it('refuses identity documents from a member listed after signing in (audited as kyc)', async () => {
    const merchant = (await t.app.merchants.findByCode('PH'))!;
    const m = await t.app.members.create({
      merchantId: merchant.id,
      username: `phk${randomBytes(3).toString('hex')}`,
      passwordHash: 'x',
      type: 0,
    });
    await t.app.members.setProfile(m.id, { idType: 5, idNumber: 'VOTER-42', registerIp: '10.0.0.1' });
    const token = await t.app.sessions.create(m.id, 3600);
    await add('ph_admin', { idType: 5, idNumber: 'voter42' });
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
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, host: 'ph.localhost' },
      payload,
    });
    expect(res.json()).toMatchObject({ code: 'RESTRICTED_PERSON' });
    expect(await audit('restricted.refuse-kyc')).toContainEqual(
      expect.objectContaining({ actor: m.username, after: { rule: 'ID_NUMBER', at: 'kyc' } }),
    );
  });
});
