/** The Philippines variant's registration on its brand (PH, ph.localhost): age 21, declarations, the list. */
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { operatorHeaders } from '../../../../../../helpers/ops-sessions';
import { freshIp, postLogin, TEST_AUTH } from '../../../../../../helpers/login';
import { err, registerClient, yearsAgo } from '../../../../../../helpers/register';
import { LUCKY_HOST, PH_HOST, PH_PASSWORD } from '../../../../../../../src/seed';

/** yyyy-MM-dd → dd-mm-yyyy, the PH brand's birthday pattern. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');
const DECLARATIONS = {
  restrictedPersonDeclaration: true,
  notGovernmentOfficial: true,
  notArmedForces: true,
  notGamingLicensee: true,
};

describe.each(BACKENDS)('Philippines variant registration on %s', (backend) => {
  let t: TestApp;
  let ph: ReturnType<typeof registerClient>;
  let lucky: ReturnType<typeof registerClient>;
  let as: Record<string, Record<string, string>>;
  let idSeq = 0;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    // PH numbers have 10 digits (the brand's phone digit count).
    ph = registerClient(t, '917', PH_HOST, 10);
    lucky = registerClient(t, '918', LUCKY_HOST);
    as = await operatorHeaders(t, ['ph_admin']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const phBody = async (overrides: Record<string, unknown> = {}) => {
    idSeq += 1;
    return ph.validBody({
      payeeName: 'Maria Santos',
      birthday: ddmmyyyy(yearsAgo(30)),
      idType: 12,
      idNumber: `PH${Date.now() % 1e6}${idSeq}`,
      ...DECLARATIONS,
      ...overrides,
    });
  };
  const list = async (person: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/restricted?merchant=PH',
      headers: as.ph_admin,
      payload: { merchant: 'PH', reason: 'Court order', ...person },
    });
    expect(res.statusCode).toBe(200);
  };
  const refusals = async (action: string) =>
    (
      await t.db.query<{ actor: string; after: { rule: string } }>(
        `SELECT actor, after FROM operator_audit WHERE action = $1 ORDER BY id`,
        [action],
      )
    ).rows;

  it('a 20-year-old is refused on PH (21, whatever min_age says) and accepted on LUCKY (18)', async () => {
    const young = await phBody({ birthday: ddmmyyyy(yearsAgo(20)) });
    expect((await ph.register(young)).body).toMatchObject({ code: 'BIRTHDAY_LIMIT', age: 21, field: 'birthday' });
    const luckyBody = await lucky.validBody({ birthday: yearsAgo(20) });
    expect((await lucky.register(luckyBody)).status).toBe(200);
    expect((await ph.register(await phBody({ birthday: ddmmyyyy(yearsAgo(21)) }))).status).toBe(200);
  });

  it('reads the birthday as dd-mm-yyyy and requires it', async () => {
    expect((await ph.register(await phBody({ birthday: yearsAgo(30) }))).body).toMatchObject({
      code: 'VALIDATION',
      message: 'reg_pattern_DATE_DD_MM_YYYY',
      field: 'birthday',
    });
    expect((await ph.register(await phBody({ birthday: undefined }))).body).toMatchObject({
      code: 'VALIDATION',
      field: 'birthday',
    });
  });

  it('each of the four declarations is required, each with its own code and message', async () => {
    const cases = [
      ['restrictedPersonDeclaration', 'DECLARATION_REQUIRED', 'err_declaration_required'],
      ['notGovernmentOfficial', 'DECLARATION_OFFICIAL_REQUIRED', 'err_declaration_official'],
      ['notArmedForces', 'DECLARATION_FORCES_REQUIRED', 'err_declaration_forces'],
      ['notGamingLicensee', 'DECLARATION_LICENCE_REQUIRED', 'err_declaration_licence'],
    ] as const;
    for (const [field, code, message] of cases) {
      expect((await ph.register(await phBody({ [field]: undefined }))).body).toEqual(err(code, message));
      expect((await ph.register(await phBody({ [field]: false }))).body.code).toBe(code);
    }
  });

  it('refuses a listed person by name + birthday (any case, accents, order) and audits the rule', async () => {
    await list({ fullName: 'José Rizal Mercado', birthday: '1985-06-19' });
    const body = await phBody({ payeeName: 'mercado JOSE rizal', birthday: '19-06-1985' });
    expect((await ph.register(body)).body).toEqual(err('RESTRICTED_PERSON', 'err_restricted_person'));
    expect((await ph.memberRow(body.username as string)) ?? null).toBeNull();
    expect(await refusals('restricted.refuse-register')).toContainEqual(
      expect.objectContaining({ actor: body.username, after: { rule: 'NAME_BIRTHDAY', at: 'register' } }),
    );
    // Same name, another birthday: not the listed person.
    expect((await ph.register(await phBody({ payeeName: 'Jose Rizal Mercado', birthday: '20-06-1985' }))).status).toBe(
      200,
    );
  });

  it('refuses a listed ID (type + number, spaces and dashes ignored)', async () => {
    await list({ idType: 1, idNumber: 'P-1234 567A' });
    const body = await phBody({ idType: 1, idNumber: 'p1234567a' });
    expect((await ph.register(body)).body.code).toBe('RESTRICTED_PERSON');
    expect(await refusals('restricted.refuse-register')).toContainEqual(
      expect.objectContaining({ actor: body.username, after: { rule: 'ID_NUMBER', at: 'register' } }),
    );
    // The same number of another ID type is someone else.
    expect((await ph.register(await phBody({ idType: 2, idNumber: 'P1234567A' }))).status).toBe(200);
  });

  it('refuses the login of a member listed after registering (ID number and name + birthday)', async () => {
    const byId = await phBody({ login: false });
    const byName = await phBody({ payeeName: 'Andres Bonifacio', birthday: '30-11-1963', login: false });
    for (const b of [byId, byName]) expect((await ph.register(b)).status).toBe(200);
    const login = (username: unknown, password = byId.password) =>
      postLogin(t.app, { username: username as string, password: password as string }, freshIp(), PH_HOST);
    expect((await login(byId.username)).status).toBe(200);

    await list({ idType: byId.idType, idNumber: byId.idNumber });
    await list({ fullName: 'Andres Bonifacio', birthday: '1963-11-30' });
    expect((await login(byId.username)).body).toEqual(err('RESTRICTED_PERSON', 'err_restricted_person'));
    expect((await login(byName.username)).body.code).toBe('RESTRICTED_PERSON');
    const audit = await refusals('restricted.refuse-login');
    expect(audit).toContainEqual(
      expect.objectContaining({ actor: byId.username, after: { rule: 'ID_NUMBER', at: 'login' } }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ actor: byName.username, after: { rule: 'NAME_BIRTHDAY', at: 'login' } }),
    );
    // The seeded PH player is not listed.
    expect((await login('ph01', PH_PASSWORD)).status).toBe(200);
  });
});
