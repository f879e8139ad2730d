import { DEFAULT_FEEDBACK_SETTINGS, FEEDBACK_IMAGE_MAX_BYTES } from 'shared-contracts';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { feedbackClient, fields, GIF_BYTES, PNG_BYTES, shot } from '../../../../../helpers/feedback';

describe.each(BACKENDS)('PUT and GET /wps/feedback on %s', (backend) => {
  let t: TestApp;
  let fb: ReturnType<typeof feedbackClient>;
  beforeAll(async () => {
    t = await setupApp(backend);
    fb = feedbackClient(t, `fbw_${backend}`);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('stores feedback with its screenshots (sanitised text) and lists it newest first with the rules', async () => {
    const m = await fb.member();
    // A control character is refused at the boundary (the field named), not stored or stripped.
    const bell = await fb.send(m.token, fields('The deposit page\u0007 froze twice today, please check', 'deposit'));
    expect(bell.status).toBe(400);
    expect(bell.body).toMatchObject({ code: 'VALIDATION', field: 'content' });
    // Markup is refused with the field named (the plain-text rule), never stripped.
    const markup = await fb.send(m.token, fields('The <b>deposit</b> page froze twice today, please check', 'deposit'));
    expect(markup.status).toBe(400);
    expect(markup.body).toMatchObject({ code: 'VALIDATION', field: 'content' });
    const sent = await fb.send(m.token, [
      ...fields('  The deposit page froze twice today <3\r\n\r\n\r\n\r\nplease check  ', 'deposit'),
      shot(1),
      shot(2),
    ]);
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({
      id: expect.any(Number),
      type: 'deposit',
      content: 'The deposit page froze twice today <3\n\nplease check',
      contact: 'message',
      status: 'open',
      images: 2,
      answer: null,
      answeredAt: null,
      createdAt: expect.any(String),
    });
    const second = await fb.send(m.token, fields());
    const listed = await fb.list(m.token);
    expect(listed.status).toBe(200);
    expect(listed.body.value.list.map((f: { id: number }) => f.id)).toEqual([second.body.value.id, sent.body.value.id]);
    expect(listed.body.value.settings).toEqual(DEFAULT_FEEDBACK_SETTINGS);
    const other = await fb.member();
    expect((await fb.list(other.token)).body.value.list).toEqual([]);
  });

  it('counts words within the merchant’s limits (its own when set)', async () => {
    const m = await fb.member();
    const short = await fb.send(m.token, fields('too few words here'));
    expect([short.status, short.body]).toEqual([
      400,
      expect.objectContaining({ code: 'FEEDBACK_TOO_SHORT', message: 'err_feedback_too_short', min: 5, words: 4 }),
    ]);
    const long = await fb.send(m.token, fields(Array.from({ length: 501 }, () => 'word').join(' ')));
    expect([long.status, long.body.code]).toEqual([400, 'FEEDBACK_TOO_LONG']);
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    await t.app.feedback.setSettings(demo.id, { minWords: 2, maxWords: 3, perHour: 5 });
    try {
      expect((await fb.send(m.token, fields('two words'))).status).toBe(200);
      expect((await fb.send(m.token, fields('one two three four'))).body.code).toBe('FEEDBACK_TOO_LONG');
      expect((await fb.list(m.token)).body.value.settings).toMatchObject({ minWords: 2, maxWords: 3 });
    } finally {
      await t.db.query('DELETE FROM feedback_settings WHERE merchant_id = $1', [demo.id]);
    }
  });

  it('refuses a bad type or contact, a 4th screenshot, an oversize or non-image file', async () => {
    const m = await fb.member();
    const badType = await fb.send(m.token, fields(undefined, 'praise'));
    expect([badType.status, badType.body.code]).toEqual([400, 'VALIDATION']);
    const badContact = await fb.send(m.token, [...fields().slice(0, 2), { name: 'contact', data: 'pigeon' }]);
    expect([badContact.status, badContact.body.code]).toEqual([400, 'VALIDATION']);
    const four = await fb.send(m.token, [...fields(), shot(1), shot(2), shot(3), { ...shot(3), name: 'screenshot4' }]);
    expect([four.status, four.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const gif = await fb.send(m.token, [...fields(), shot(1), shot(2, GIF_BYTES)]);
    expect([gif.status, gif.body]).toEqual([
      400,
      expect.objectContaining({ code: 'FEEDBACK_IMAGE_TYPE', field: 'screenshot2' }),
    ]);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    const large = await fb.send(m.token, [...fields(), shot(1, big)]);
    expect([large.status, large.body.code]).toEqual([413, 'FEEDBACK_IMAGE_TOO_LARGE']);
    expect((await fb.list(m.token)).body.value.list).toEqual([]);
  });

  it('needs a session of a real account', async () => {
    expect((await fb.send(null, fields())).status).toBe(401);
    const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
    const trial = await t.app.members.create({
      merchantId,
      username: `fbtrial_${backend}`,
      passwordHash: 'x',
      type: 4,
    });
    const token = await t.app.sessions.create(trial.id, 3600);
    expect((await fb.send(token, fields())).body.code).toBe('TRIAL_FORBIDDEN');
  });

  it('takes the merchant’s hourly allowance (5) per member, then FEEDBACK_RATE_LIMITED', async () => {
    const m = await fb.member();
    for (let i = 0; i < DEFAULT_FEEDBACK_SETTINGS.perHour; i++)
      expect((await fb.send(m.token, fields())).status).toBe(200);
    const sixth = await fb.send(m.token, fields());
    expect([sixth.status, sixth.body.code, sixth.body.message]).toEqual([
      429,
      'FEEDBACK_RATE_LIMITED',
      'err_feedback_rate_limited',
    ]);
    expect((await fb.send((await fb.member()).token, fields())).status).toBe(200);
  });
});
