/** @pglite: the promotions routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { call, JPEG_BYTES, newMember, PNG_BYTES } from '../../../../../helpers/payments';
import { apply, createActivity, ops, pngImage, viewOf } from '../../../../../helpers/promotions';

const HOUR = 3_600_000;

describe.each(BACKENDS)('promotions: the list and applying (/wps/promotions) on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('seeds DEMO with an APPLY and a RAFFLE running, one coming soon and one closed, on seeded banner art', async () => {
    const list = await call(t, 'GET', '/wps/promotions');
    const seeded = list.body.value.list.map((p: Record<string, unknown>) => [p.title, p.kind, p.status]);
    expect(seeded).toEqual([
      ['Welcome Bonus 100%', 'APPLY', 'PROCESS'],
      ['Daily Rewards Lucky Draw', 'RAFFLE', 'PROCESS'],
      ['Live Casino Nights', 'APPLY', 'COMING_SOON'],
      ['Hot Games This Week', 'APPLY', 'CLOSED'],
    ]);
    for (const p of list.body.value.list) {
      expect(p.bannerUrl).toMatch(/^\/assets\/banner\/\d+\.svg$/);
      const art = await t.app.inject({ method: 'GET', url: p.bannerUrl });
      expect(art.statusCode).toBe(200);
    }
  });

  it('lists activities to visitors (no state) and members (their state), running before coming before closed', async () => {
    const closed = await createActivity(t, {
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    const coming = await createActivity(t, {
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 3 * HOUR),
    });
    const running = await createActivity(t, { rules: '<p onclick="x()">Bet <b>3×</b></p><script>alert(1)</script>' });
    const hidden = await createActivity(t, { enabled: false });
    const list = await call(t, 'GET', '/wps/promotions');
    expect(list.status).toBe(200);
    const ids: number[] = list.body.value.list.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(coming.id));
    expect(ids.indexOf(coming.id)).toBeLessThan(ids.indexOf(closed.id));
    const view = list.body.value.list.find((p: { id: number }) => p.id === running.id);
    expect(view).toMatchObject({ phase: 'PROCESS', status: 'PROCESS', state: null, eligible: null, raffle: null });
    expect(view.rules).toBe('<p>Bet <b>3×</b></p>');
    expect(list.body.value.list.find((p: { id: number }) => p.id === coming.id).status).toBe('COMING_SOON');
    expect(list.body.value.list.find((p: { id: number }) => p.id === closed.id).status).toBe('CLOSED');

    const m = await newMember(t, 'pl');
    expect(await viewOf(t, m.token, running.id)).toMatchObject({ state: null, eligible: true, status: 'PROCESS' });
  });

  it('applies with a comment and images (jpeg and png by content), once', async () => {
    const a = await createActivity(t);
    const m = await newMember(t, 'pa');
    const ok = await apply(t, m.token, { activityId: String(a.id), comment: 'My ticket #42' }, [
      pngImage('image1'),
      { name: 'image2', filename: 'photo.jpg', type: 'image/jpeg', data: JPEG_BYTES },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body.value.promotion).toMatchObject({ id: a.id, state: 'APPLYING', status: 'APPLYING' });

    const again = await apply(t, m.token, { activityId: String(a.id), comment: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROMOTION_ALREADY_APPLIED');

    const queue = await ops(t, 'GET', `/ops/promotions/applications?merchant=DEMO&activityId=${a.id}`);
    expect(queue.status).toBe(200);
    expect(queue.body.value.applications).toHaveLength(1);
    const [application] = queue.body.value.applications;
    expect(application).toMatchObject({ username: m.username, comment: 'My ticket #42', status: 'APPLYING' });
    expect(application.images.map((i: { contentType: string }) => i.contentType)).toEqual(['image/png', 'image/jpeg']);
    const image = await ops(t, 'GET', `${application.images[0].url}?merchant=DEMO`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.raw, PNG_BYTES)).toBe(0);
    expect((await ops(t, 'GET', `/ops/promotions/applications/${application.id}/images/3?merchant=DEMO`)).status).toBe(
      404,
    );
  });

  it('fires the same application concurrently: exactly one is stored', async () => {
    const a = await createActivity(t);
    const m = await newMember(t, 'pc');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => apply(t, m.token, { activityId: String(a.id), comment: 'race' })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === 'PROMOTION_ALREADY_APPLIED')).toHaveLength(4);
  });

  it('refuses bad input with 4xx, never 500', async () => {
    const a = await createActivity(t);
    const m = await newMember(t, 'pb');
    const id = String(a.id);
    const long = await apply(t, m.token, { activityId: id, comment: 'x'.repeat(141) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'VALIDATION', field: 'comment' });

    const four = await apply(t, m.token, { activityId: id }, [
      pngImage('image1'),
      pngImage('image2'),
      pngImage('image3'),
      pngImage('image4'),
    ]);
    expect(four.status).toBe(413);
    expect(four.body.code).toBe('PAYLOAD_TOO_LARGE');

    const unknownField = await apply(t, m.token, { activityId: id }, [pngImage('image4')]);
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.code).toBe('VALIDATION');

    const text = await apply(t, m.token, { activityId: id }, [
      { name: 'image1', filename: 'photo.png', type: 'image/png', data: 'not an image at all' },
    ]);
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: 'PROMOTION_IMAGE_TYPE',
      field: 'image1',
      message: 'activity_apply_remark_limit2',
    });

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const large = await apply(t, m.token, { activityId: id }, [
      { name: 'image2', filename: 'big.png', type: 'image/png', data: big },
    ]);
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'PROMOTION_IMAGE_TOO_LARGE', field: 'image2' });

    const unknown = await apply(t, m.token, { activityId: '2000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PROMOTION_NOT_FOUND');
    // (A text field "1.5" is converted to 1 by the shared query/multipart coercion, so it is not listed here.)
    for (const bad of ['x', '0', '-1', '']) {
      const r = await apply(t, m.token, { activityId: bad });
      expect([bad, r.status]).toEqual([bad, 400]);
      expect(r.body.code).toBe('VALIDATION');
    }
    expect((await apply(t, m.token, { comment: 'no activity' })).status).toBe(400);
    const json = await call(t, 'POST', '/wps/promotions/apply', { token: m.token, payload: { activityId: a.id } });
    expect(json.status).toBe(415);
    // None of it stored anything: the member can still apply, and exactly 140 characters are fine.
    const ok = await apply(t, m.token, { activityId: id, comment: 'é'.repeat(140) });
    expect(ok.status).toBe(200);
  });

  it('refuses visitors, trials, other audiences, closed or coming periods and the wrong kind', async () => {
    const a = await createActivity(t);
    const trial = await newMember(t, 'pt', 4);
    expect((await apply(t, null, { activityId: String(a.id) })).status).toBe(401);
    const byTrial = await apply(t, trial.token, { activityId: String(a.id) });
    expect(byTrial.status).toBe(403);
    expect(byTrial.body.code).toBe('TRIAL_FORBIDDEN');
    expect(await viewOf(t, trial.token, a.id)).toMatchObject({ eligible: false });

    const player = await newMember(t, 'pp');
    const agent = await newMember(t, 'pg', 1);
    const agents = await createActivity(t, { audience: 'AGENTS' });
    const refused = await apply(t, player.token, { activityId: String(agents.id) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PROMOTION_AUDIENCE');
    expect((await apply(t, agent.token, { activityId: String(agents.id) })).status).toBe(200);
    const players = await createActivity(t, { audience: 'PLAYERS' });
    expect((await apply(t, agent.token, { activityId: String(players.id) })).body.code).toBe('PROMOTION_AUDIENCE');

    const newcomers = await createActivity(t, { audience: 'NEW_MEMBERS' });
    const veteran = await newMember(t, 'pv');
    await t.db.query(`UPDATE members SET created_at = now() - interval '31 days' WHERE id = $1`, [veteran.id]);
    expect(await viewOf(t, veteran.token, newcomers.id)).toMatchObject({ eligible: false });
    expect((await apply(t, veteran.token, { activityId: String(newcomers.id) })).body.code).toBe('PROMOTION_AUDIENCE');
    expect((await apply(t, player.token, { activityId: String(newcomers.id) })).status).toBe(200);

    const coming = await createActivity(t, {
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
    });
    const early = await apply(t, player.token, { activityId: String(coming.id) });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('PROMOTION_NOT_STARTED');
    const ended = await createActivity(t, {
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    expect((await apply(t, player.token, { activityId: String(ended.id) })).body.code).toBe('PROMOTION_ENDED');

    const raffle = await createActivity(t, { kind: 'RAFFLE', winners: 1 });
    expect((await apply(t, player.token, { activityId: String(raffle.id) })).body.code).toBe('PROMOTION_KIND');
    const join = await call(t, 'POST', '/wps/promotions/raffle', {
      token: player.token,
      payload: { activityId: a.id },
    });
    expect(join.body.code).toBe('PROMOTION_KIND');
    const hidden = await createActivity(t, { enabled: false });
    expect((await apply(t, player.token, { activityId: String(hidden.id) })).body.code).toBe('PROMOTION_NOT_FOUND');
  });
});
