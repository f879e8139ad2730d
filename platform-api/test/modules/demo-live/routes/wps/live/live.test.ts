import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { playHelpers } from '../../../../../helpers/play';

describe.each(BACKENDS)('/wps/live on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    h = playHelpers(t, 'lobby');
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('GET /wps/live/models lists the tables with dealer, round state and results (public)', async () => {
    const res = await h.get('/wps/live/models');
    expect(res.status).toBe(200);
    const list = res.body.value.list;
    expect(list.map((x: { code: string }) => x.code)).toEqual(['BAC1', 'ROU1']);
    expect(list[0]).toMatchObject({
      game: 'BACCARAT',
      vendor: 'EVO',
      gameCode: 'EVO_LIVE_0001',
      dealer: { name: 'Linh Tran', initials: 'LT' },
      phase: 'BETTING',
      players: 0,
      results: [],
    });
    expect(Date.parse(list[0].closesAt)).toBeGreaterThan(Date.now());
    expect(list[0].roundNo).toBeGreaterThan(0);
  });

  it('GET /wps/live/chat needs a member and answers a one-time chat link', async () => {
    expect((await h.get('/wps/live/chat?table=BAC1')).status).toBe(401);
    const m = await h.member(0, 'talker_one');
    expect((await h.get('/wps/live/chat?table=NOPE', m.token)).body.code).toBe('UNKNOWN_TABLE');
    const res = await h.get('/wps/live/chat?table=ROU1', m.token);
    expect(res.status).toBe(200);
    const url = res.body.value.chatUrl as string;
    expect(url).toMatch(/^\/vendor\/demo\/live\/chat\/ROU1\?token=[A-Za-z0-9_-]{43}&lang=EN$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('European Roulette');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const chat = /"chat":"([^"]+)"/.exec(page.body)![1]!;
    const post = await t.app.inject({
      method: 'POST',
      url: '/vendor/demo/live/api/chat',
      headers: { 'x-live-chat': chat },
      payload: { text: 'hello <script>' },
    });
    expect(post.json().value).toMatchObject({ sender: 'ta***ne', text: 'hello <script>' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/vendor/demo/live/api/chat',
      headers: { 'x-live-chat': 'x' },
    });
    expect(bad.json().code).toBe('CHAT_SESSION_EXPIRED');
  });

  it("GET /wps/live/chat opens the chat page in the member's language", async () => {
    const m = await h.member(0, 'talker_two');
    const res = await h.get('/wps/live/chat?table=BAC1&language=ty', m.token);
    const url = res.body.value.chatUrl as string;
    expect(url).toMatch(/&lang=TY$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('<html lang="vi');
    expect(page.body).toContain('Trò chuyện tại bàn');
    expect((await h.get('/wps/live/chat?table=BAC1&language=toolonglang', m.token)).body.code).toBe('VALIDATION');
  });
});
