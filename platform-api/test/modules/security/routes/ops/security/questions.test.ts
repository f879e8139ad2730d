/** The console's security questions (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';
import { playHelpers } from '../../../../../helpers/play';

describe.each(BACKENDS)('a brand’s security questions (/ops/security/questions) on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    h = playHelpers(t, 'sqops');
    as = await operatorHeaders(t, ['demo_admin', 'demo_finance', 'lucky_admin', 'demo_owner']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const URL = '/ops/security/questions?merchant=DEMO';
  const offeredToMembers = async () => {
    const m = await h.member();
    return ((await h.get('/wps/v2/member/securityQuestions', m.token)).body.value.list as Json[]).map(
      (q) => q.questionId,
    );
  };

  it('lists every question with stock, offered and how many members chose it (demo_secure chose 1)', async () => {
    const res = await call('demo_finance', 'GET', URL);
    expect(res.status).toBe(200);
    expect(res.body.value.list).toHaveLength(6);
    expect(res.body.value.list[0]).toMatchObject({ questionId: 1, stock: true, offered: true, answers: 1 });
  });

  it('adds a brand’s own question numbered after the stock ones; members see it as written; audited', async () => {
    const added = await call('demo_admin', 'POST', URL, { question: '  What was your first car?  ' });
    expect(added.status).toBe(200);
    const own = added.body.value.list.find((q: Json) => !q.stock);
    expect(own).toMatchObject({ questionId: 101, question: 'What was your first car?', offered: true, answers: 0 });
    expect(await offeredToMembers()).toContain(101);
    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=security.questions')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'demo_admin', subjectId: 'DEMO' });
    expect(audit[0].after).toHaveLength(7);
    expect(audit[0].before).toHaveLength(6);
  });

  it('renames an own question, reorders one, and stops offering one: members keep the one they chose', async () => {
    const renamed = await call('demo_admin', 'PUT', '/ops/security/questions/101?merchant=DEMO', {
      question: 'What was the make of your first car?',
      sort: 0,
    });
    expect(renamed.body.value.list[0]).toMatchObject({
      questionId: 101,
      question: 'What was the make of your first car?',
    });
    const off = await call('demo_admin', 'PUT', '/ops/security/questions/1?merchant=DEMO', { offered: false });
    expect(off.status).toBe(200);
    expect(await offeredToMembers()).not.toContain(1);
    // demo_secure chose question 1: its question (and the login check) stays.
    const secure = (await t.app.members.findByUsername((await t.app.merchants.findByCode('DEMO'))!.id, 'demo_secure'))!;
    expect(await t.app.security.customerQuestion(secure.id)).toMatchObject({ questionId: 1 });
    await call('demo_admin', 'PUT', '/ops/security/questions/1?merchant=DEMO', { offered: true });
  });

  it.each([
    [
      'the wording of a stock question',
      '/ops/security/questions/2?merchant=DEMO',
      'PUT',
      { question: 'Your colour?' },
      'question',
    ],
    ['a question the brand already has', URL, 'POST', { question: 'in which city were you BORN?' }, 'question'],
    ['a blank question', URL, 'POST', { question: '       ' }, 'question'],
    ['an unknown field', URL, 'POST', { question: 'What is your lucky number?', x: 1 }, null],
  ] as const)('refuses %s with 400 VALIDATION', async (_, url, method, payload, field) => {
    const res = await call('demo_admin', method, url, payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    if (field) expect(res.body.field ?? res.body.value?.field).toBe(field);
  });

  it('refuses to stop offering the last question of a brand that asks for one', async () => {
    const list = (await call('demo_admin', 'GET', URL)).body.value.list as Json[];
    const [last, ...others] = list;
    for (const q of others)
      await call('demo_admin', 'PUT', `/ops/security/questions/${q.questionId}?merchant=DEMO`, { offered: false });
    const res = await call('demo_admin', 'PUT', `/ops/security/questions/${last!.questionId}?merchant=DEMO`, {
      offered: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.field ?? res.body.value?.field).toBe('offered');
    for (const q of others)
      await call('demo_admin', 'PUT', `/ops/security/questions/${q.questionId}?merchant=DEMO`, { offered: true });
  });

  it('answers 404 for a question the brand does not have, 403 to a finance operator’s change and another brand’s admin', async () => {
    expect(
      (await call('demo_admin', 'PUT', '/ops/security/questions/999?merchant=DEMO', { offered: false })).status,
    ).toBe(404);
    expect((await call('demo_finance', 'POST', URL, { question: 'What is your lucky number?' })).status).toBe(403);
    expect((await call('lucky_admin', 'GET', URL)).status).toBe(403);
  });

  it('gives a new brand the questions of the brand it starts from, else the stock ones', async () => {
    const base = {
      name: 'Question Brand',
      currency: 'VND',
      currencySymbol: '₫',
      languages: ['EN'],
      timeZone: 'UTC',
      remotes: ['mf_auth'],
      vendors: ['RNG:DEMO'],
      depositMethods: [],
    };
    const fresh = await call('demo_owner', 'POST', '/ops/brands', {
      ...base,
      code: 'QNEW',
      domains: ['qnew.example.com'],
    });
    expect(fresh.status).toBe(200);
    const copied = await call('demo_owner', 'POST', '/ops/brands', {
      ...base,
      code: 'QCOPY',
      domains: ['qcopy.example.com'],
      startFrom: 'DEMO',
    });
    expect(copied.status).toBe(200);
    const ids = async (code: string) =>
      ((await call('demo_owner', 'GET', `/ops/security/questions?merchant=${code}`)).body.value.list as Json[]).map(
        (q) => q.questionId,
      );
    expect(await ids('QNEW')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await ids('QCOPY')).toContain(101);
  });
});
