/** @pglite: the captcha routes on the embedded database too. */
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { PNG } from 'pngjs';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../../../../../src/modules/anti-bot/captcha-image';
import { pruneExpired } from '../../../../../../src/housekeeping';
import { DEMO_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin, solveBotCheck } from '../../../../../helpers/login';

const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');
const decode = (s: string) => JSON.parse(Buffer.from(s, 'base64').toString('utf8'));

const CAPTCHA_AUTH = { ...TEST_AUTH, captchaRateLimit: { ...TEST_AUTH.captchaRateLimit, windowSeconds: 3600 } };

describe.each(BACKENDS)('captcha, bot check and rate limits on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The captcha bucket refills over an hour here (not a minute): drawing 30 PNGs on a busy machine
    // must not earn back a token before the 31st request.
    t = await setupApp(backend, { auth: CAPTCHA_AUTH }, { captchaText: () => 'K7M3P' });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const captcha = (key: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: `/wps/captcha?key=${key}`, remoteAddress: ip });

  describe('GET /wps/captcha', () => {
    it('answers a base64 PNG (no data: prefix), not cached, and stores only a hash of the text', async () => {
      const res = await captcha('png-key-0001');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const value: string = res.json().value;
      expect(value).toMatch(/^iVBORw0KGgo/);
      const png = PNG.sync.read(Buffer.from(value, 'base64'));
      expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
      const { rows } = await t.db.query<{ text_hash: string; ttl: number }>(
        "SELECT text_hash, extract(epoch FROM expires_at - created_at)::float8 AS ttl FROM captchas WHERE key = 'png-key-0001'",
      );
      expect(rows).toEqual([{ text_hash: expect.stringMatching(/^[0-9a-f]{64}$/), ttl: 300 }]);
    });

    it('refuses to redraw a key within a second (429 TOO_FAST), then allows it', async () => {
      expect((await captcha('fast-key-0001')).statusCode).toBe(200);
      const again = await captcha('fast-key-0001');
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ success: false, value: null, message: 'err_too_fast', code: 'TOO_FAST' });
      expect((await captcha('fast-key-0002')).statusCode).toBe(200);
      await t.db.query(
        "UPDATE captchas SET created_at = created_at - interval '1.1 seconds' WHERE key = 'fast-key-0001'",
      );
      expect((await captcha('fast-key-0001')).statusCode).toBe(200);
    });

    it('validates the key', async () => {
      const res = await captcha('short');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'key' });
    });
  });

  describe('bot check', () => {
    const login = (altcha: string | null, ip = freshIp()) =>
      postLogin(
        t.app,
        { username: 'demo_player', password: DEMO_PASSWORD, botCheck: altcha === null ? null : { altcha } },
        ip,
      );
    const failed = { success: false, value: null, message: 'err_captcha_check_failed', code: 'BOT_CHECK_FAILED' };

    it('hands out an ALTCHA challenge with the configured difficulty and an expiry in the signed salt', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/botcheck/challenge' });
      expect(res.headers['cache-control']).toBe('no-store');
      const c = res.json().value;
      expect(c).toEqual({
        algorithm: 'SHA-256',
        challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
        maxnumber: TEST_AUTH.botCheckMaxNumber,
        salt: expect.stringMatching(/\?expires=\d+&$/),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const expires = Number(/expires=(\d+)/.exec(c.salt)![1]);
      expect(expires - Date.now() / 1000).toBeGreaterThan(TEST_AUTH.botCheckTtlSeconds - 5);
    });

    it('accepts a solved challenge once; a replay fails', async () => {
      const altcha = await solveBotCheck(t.app);
      expect((await login(altcha)).status).toBe(200);
      const replay = await login(altcha);
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual(failed);
    });

    it('fails a missing, malformed, wrong or foreign solution, and counts none as a failed login', async () => {
      const ip = freshIp();
      const good = decode(await solveBotCheck(t.app));
      const foreign = await createChallenge({
        hmacKey: 'not-the-merchant-key',
        maxnumber: 100,
        expires: new Date(Date.now() + 60_000),
      });
      const solved = await solveChallenge(foreign.challenge, foreign.salt, foreign.algorithm, 100).promise;
      for (const altcha of [
        null,
        'not base64 json',
        encode({ nope: true }),
        encode({ ...good, number: good.number + 1 }),
        encode({ ...good, algorithm: 'SHA-1' }),
        encode({ ...foreign, number: solved!.number }),
      ]) {
        const res = await login(altcha, ip);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(failed);
      }
      expect((await login(encode(good), ip)).status).toBe(200);
    });

    it('fails an expired challenge signed with the merchant key', async () => {
      const { rows } = await t.db.query<{ value: string }>(
        "SELECT value FROM merchant_secrets WHERE name = 'botcheck_hmac'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const old = await createChallenge({
        hmacKey: rows[0]!.value,
        maxnumber: 100,
        expires: new Date(Date.now() - 1000),
      });
      const s = await solveChallenge(old.challenge, old.salt, old.algorithm, 100).promise;
      expect((await login(encode({ ...old, number: s!.number }))).body).toEqual(failed);
    });
  });

  describe('rate limits', () => {
    it('answers 429 RATE_LIMITED after 10 login attempts a minute from one IP, before parsing the body', async () => {
      const ip = freshIp();
      const attempt = (from: string) =>
        t.app.inject({ method: 'POST', url: '/wps/session/login', remoteAddress: from, payload: {} });
      for (let i = 0; i < 10; i++) expect((await attempt(ip)).json().code).toBe('DECRYPT_FAILED');
      const limited = await attempt(ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('12');
      expect(limited.json()).toEqual({
        success: false,
        value: null,
        message: 'err_too_many_requests',
        code: 'RATE_LIMITED',
      });
      expect((await attempt(freshIp())).statusCode).toBe(400);
      // The bucket refills with time: 10 a minute, so 12 s (2 tokens from the floor of -1) lets one through.
      await t.db.query("UPDATE rate_limits SET updated_at = updated_at - interval '12 seconds' WHERE bucket = $1", [
        `login:${ip}`,
      ]);
      expect((await attempt(ip)).statusCode).toBe(400);
      expect((await attempt(ip)).statusCode).toBe(429);
    });

    it('limits captcha images per IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < CAPTCHA_AUTH.captchaRateLimit.limit; i++)
        expect((await captcha(`rl-key-${String(i).padStart(4, '0')}`, ip)).statusCode).toBe(200);
      expect((await captcha('rl-key-last', ip)).json().code).toBe('RATE_LIMITED');
    });
  });

  describe('housekeeping', () => {
    it('deletes expired captchas, idle rate-limit buckets, old failures and long-ended sessions only', async () => {
      const count = async (sql: string) => (await t.db.query(sql)).rows.length;
      await captcha('prune-key-old');
      await captcha('prune-key-new');
      await t.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE key = 'prune-key-old'");
      await t.db.query(
        "INSERT INTO rate_limits (bucket, tokens, updated_at) VALUES ('idle', 1, now() - interval '2 days'), ('busy', 1, now())",
      );
      await t.db.query(
        `INSERT INTO login_attempts (merchant_id, scope, subject, failures, last_failure_at)
         SELECT id, 'USERNAME', s, 1, now() - make_interval(hours => h) FROM merchants, (VALUES ('old_fail', 2), ('new_fail', 0)) v(s, h)
         WHERE code = 'DEMO'`,
      );
      const memberId = (await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo_agent'"))
        .rows[0]!.id;
      const { sessions } = t.app;
      await sessions.create(memberId, -8 * 86_400);
      const live = await sessions.create(memberId, 3600);
      await pruneExpired(t.app);
      expect(await count("SELECT key FROM captchas WHERE key LIKE 'prune-key-%'")).toBe(1);
      expect(await count("SELECT bucket FROM rate_limits WHERE bucket IN ('idle', 'busy')")).toBe(1);
      expect(await count("SELECT subject FROM login_attempts WHERE subject IN ('old_fail', 'new_fail')")).toBe(1);
      expect(await count("SELECT 1 FROM sessions WHERE expires_at < now() - interval '7 days'")).toBe(0);
      expect(await sessions.findActive(live)).not.toBeNull();
    });
  });
});
