/** @pglite: the operators' feedback routes on the embedded database too (a read outside the answer's transaction would wait for it there). */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { feedbackClient, fields, PNG_BYTES, shot } from '../../../../../helpers/feedback';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';

describe.each(BACKENDS)('the operators’ feedback queue (/ops/feedback) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  let fb: ReturnType<typeof feedbackClient>;
  beforeAll(async () => {
    t = await setupApp(backend);
    fb = feedbackClient(t, `fbo_${backend}`);
    as = await operatorHeaders(t, ['demo_admin', 'demo_support', 'demo_auditor', 'demo_finance', 'lucky_admin']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    const json = String(res.headers['content-type']).startsWith('application/json');
    return { status: res.statusCode, body: (json ? res.json() : null) as Json, res };
  };
  /** A new member's feedback with one screenshot: the member and the feedback's id. */
  const sent = async () => {
    const m = await fb.member();
    const f = await fb.send(m.token, [...fields('My bet history shows a round twice'), shot(1)]);
    return { m, id: f.body.value.id as number };
  };
  const audit = async (action: string, id: number) =>
    (await call('demo_admin', 'GET', `/ops/audit?action=${action}&limit=20`)).body.value.list.filter(
      (e: { subjectId: string }) => e.subjectId === String(id),
    );

  it('lists a merchant’s feedback by status with the player and the screenshots’ addresses', async () => {
    const { m, id } = await sent();
    const open = await call('demo_support', 'GET', '/ops/feedback?merchant=DEMO&status=open&pageSize=100');
    expect(open.status).toBe(200);
    const row = open.body.value.list.find((f: { id: number }) => f.id === id);
    expect(row).toMatchObject({
      id,
      merchant: 'DEMO',
      memberId: m.id,
      username: m.username,
      status: 'open',
      images: 1,
      imageUrls: [`/ops/feedback/${id}/images/1?merchant=DEMO`],
      answeredBy: null,
    });
    const image = await call('demo_auditor', 'GET', row.imageUrls[0]);
    expect([image.status, image.res.headers['content-type'], image.res.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'no-store',
    ]);
    expect(image.res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await call('demo_support', 'GET', `/ops/feedback/${id}/images/2?merchant=DEMO`)).body.code).toBe(
      'FEEDBACK_NOT_FOUND',
    );
    const closed = await call('demo_support', 'GET', '/ops/feedback?merchant=DEMO&status=closed&pageSize=100');
    expect(closed.body.value.list.some((f: { id: number }) => f.id === id)).toBe(false);
  });

  it('answers: the player gets a platform message, its list shows the answer, the audit has an entry', async () => {
    const { m, id } = await sent();
    const markup = await call('demo_support', 'POST', `/ops/feedback/${id}/answer?merchant=DEMO`, {
      answer: 'Thanks <b>, we fixed the double row.',
    });
    expect(markup).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'answer' } });
    const answered = await call('demo_support', 'POST', `/ops/feedback/${id}/answer?merchant=DEMO`, {
      answer: 'Thanks <3, we fixed the double row.\nSorry!',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.value).toMatchObject({
      status: 'answered',
      answer: 'Thanks <3, we fixed the double row.\nSorry!',
      answeredBy: 'demo_support',
    });
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/wps/messages',
      headers: { authorization: `Bearer ${m.token}` },
    });
    const message = (inbox.json() as Json).value.list[0];
    expect(message.title).toBe(`Answer to your feedback #${id}`);
    expect(message.content).toContain('Thanks &lt;3, we fixed the double row.<br />Sorry!');
    const mine = (await fb.list(m.token)).body.value.list[0];
    expect(mine).toMatchObject({ id, status: 'answered', answer: 'Thanks <3, we fixed the double row.\nSorry!' });
    expect(await audit('feedback.answer', id)).toEqual([
      expect.objectContaining({
        actor: 'demo_support',
        role: 'support',
        before: { status: 'open', answer: null },
        after: expect.objectContaining({ status: 'answered', messageId: message.id }),
      }),
    ]);
  });

  it('closes once; closed feedback takes no answer', async () => {
    const { id } = await sent();
    const closed = await call('demo_admin', 'POST', `/ops/feedback/${id}/close?merchant=DEMO`, {});
    expect([closed.status, closed.body.value.status, closed.body.value.closedAt]).toEqual([
      200,
      'closed',
      expect.any(String),
    ]);
    expect(await audit('feedback.close', id)).toEqual([
      expect.objectContaining({ actor: 'demo_admin', before: { status: 'open' }, after: { status: 'closed' } }),
    ]);
    const again = await call('demo_admin', 'POST', `/ops/feedback/${id}/close?merchant=DEMO`, {});
    expect([again.status, again.body.code]).toEqual([409, 'FEEDBACK_CLOSED']);
    const answer = await call('demo_admin', 'POST', `/ops/feedback/${id}/answer?merchant=DEMO`, { answer: 'late' });
    expect([answer.status, answer.body.code]).toEqual([409, 'FEEDBACK_CLOSED']);
  });

  it('refuses roles without the permission, another merchant’s operator, a blank answer and an unknown id', async () => {
    const { id } = await sent();
    const url = `/ops/feedback/${id}/answer?merchant=DEMO`;
    expect((await call('demo_finance', 'GET', '/ops/feedback?merchant=DEMO')).body.code).toBe('FORBIDDEN');
    expect((await call('demo_auditor', 'GET', '/ops/feedback?merchant=DEMO')).status).toBe(200);
    expect((await call('demo_auditor', 'POST', url, { answer: 'hi' })).body.code).toBe('FORBIDDEN');
    expect((await call('lucky_admin', 'GET', '/ops/feedback?merchant=DEMO')).body.code).toBe('FORBIDDEN');
    expect((await call('lucky_admin', 'POST', url, { answer: 'hi' })).body.code).toBe('FORBIDDEN');
    const elsewhere = await call('lucky_admin', 'POST', `/ops/feedback/${id}/answer?merchant=LUCKY`, { answer: 'hi' });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'FEEDBACK_NOT_FOUND']);
    expect((await call('demo_support', 'POST', url, { answer: '   ' })).body.code).toBe('VALIDATION');
    const unknown = await call('demo_support', 'POST', '/ops/feedback/2000000000/close?merchant=DEMO', {});
    expect([unknown.status, unknown.body.code]).toEqual([404, 'FEEDBACK_NOT_FOUND']);
    expect(await audit('feedback.answer', id)).toEqual([]);
  });
});
