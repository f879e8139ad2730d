import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../../../../src/infra/crypto/password';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { freshIp, postLogin } from '../../../../../helpers/login';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';

const PASSWORD = 'Passw0rd!';

describe.each(BACKENDS)('actions on a player (/ops/players/:id/…) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  let player: { id: number; username: string };
  const ip = freshIp();
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_admin', 'demo_risk', 'demo_support', 'demo_finance', 'lucky_admin']);
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    const m = await t.app.members.create({
      merchantId: demo.id,
      username: `act_${randomBytes(4).toString('hex')}`,
      passwordHash: await hashPassword(PASSWORD),
      type: 0,
    });
    player = { id: m.id, username: m.username };
  }, 60_000);
  afterAll(() => t?.cleanup());

  const post = async (who: string, url: string, payload: object): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({ method: 'POST', url, headers: as[who], payload });
    return { status: res.statusCode, body: res.json() };
  };
  const get = async (who: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: as[who] })).json();
  const login = () => postLogin(t.app, { username: player.username, password: PASSWORD }, ip);
  const audit = async (action: string) =>
    (await get('demo_admin', `/ops/audit?action=${action}&limit=5`)).value.list.filter(
      (e: { subjectId: string }) => e.subjectId === String(player.id),
    );

  it('locks a player: the login is refused, live sessions end, the audit has before, after and the reason', async () => {
    const token = await t.app.sessions.create(player.id, 3600, ip);
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/wps/messages', headers: auth })).statusCode).toBe(200);
    const locked = await post('demo_risk', `/ops/players/${player.id}/lock`, { reason: 'chargeback fraud' });
    expect([locked.status, locked.body.value.state]).toEqual([200, 'locked']);
    expect((await t.app.inject({ method: 'GET', url: '/wps/messages', headers: auth })).statusCode).toBe(401);
    expect((await login()).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(await audit('player.lock')).toEqual([
      expect.objectContaining({
        actor: 'demo_risk',
        role: 'risk',
        before: { status: 'ACTIVE' },
        after: { status: 'LOCKED', sessionsEnded: 1 },
        reason: 'chargeback fraud',
      }),
    ]);
    const again = await post('demo_risk', `/ops/players/${player.id}/lock`, { reason: 'twice' });
    expect([again.status, again.body.code]).toEqual([409, 'PLAYER_STATE_CONFLICT']);
    const unlocked = await post('demo_risk', `/ops/players/${player.id}/unlock`, { reason: 'cleared' });
    expect([unlocked.status, unlocked.body.value.state]).toEqual([200, 'active']);
    expect((await login()).status).toBe(200);
    expect(await audit('player.unlock')).toHaveLength(1);
    expect((await post('demo_risk', `/ops/players/${player.id}/unlock`, { reason: 'x' })).status).toBe(409);
    // The login is in the logins tab with its IP and browser (the test client's User-Agent).
    const logins = (await get('demo_support', `/ops/players/${player.id}/logins`)).value.list;
    expect(logins[0]).toEqual({ ip, userAgent: 'lightMyRequest', at: expect.any(String), versions: [] });
  });

  it('needs a reason and players.manage; another merchant’s operator is refused', async () => {
    expect((await post('demo_risk', `/ops/players/${player.id}/lock`, {})).status).toBe(400);
    expect((await post('demo_risk', `/ops/players/${player.id}/lock`, { reason: '   ' })).status).toBe(400);
    expect((await post('demo_support', `/ops/players/${player.id}/lock`, { reason: 'x' })).body.code).toBe('FORBIDDEN');
    const lucky = await post('lucky_admin', `/ops/players/${player.id}/lock?merchant=DEMO`, { reason: 'x' });
    expect(lucky.body.code).toBe('FORBIDDEN');
    expect((await post('lucky_admin', `/ops/players/${player.id}/lock`, { reason: 'x' })).status).toBe(403);
    expect((await post('demo_admin', '/ops/players/999999/lock', { reason: 'x' })).status).toBe(404);
  });

  it('never makes a non-member account active: its lock and unlock are 409 PLAYER_STATE_CONFLICT', async () => {
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    const outsider = await t.app.members.create({
      merchantId: demo.id,
      username: `out_${ip}`,
      passwordHash: 'x',
      type: 0,
    });
    await t.app.members.setStatus(outsider.id, 'NON_MEMBER');
    for (const action of ['lock', 'unlock']) {
      const r = await post('demo_admin', `/ops/players/${outsider.id}/${action}`, { reason: 'x' });
      expect([action, r.status, r.body.code]).toEqual([action, 409, 'PLAYER_STATE_CONFLICT']);
    }
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM members WHERE id = $1', [outsider.id]);
    expect(rows[0]!.status).toBe('NON_MEMBER');
  });

  it('forces a password change: the next login says passwordExpired', async () => {
    expect((await login()).body.value.passwordExpired).toBe(false);
    const r = await post('demo_admin', `/ops/players/${player.id}/force-password-change`, { reason: 'leaked' });
    expect([r.status, r.body.value.mustChangePassword]).toEqual([200, true]);
    expect((await login()).body.value.passwordExpired).toBe(true);
    expect(await audit('player.force-password-change')).toEqual([
      expect.objectContaining({ before: { mustChangePassword: false }, after: { mustChangePassword: true } }),
    ]);
  });

  it('resets the security question of a member who has one', async () => {
    const secure = (await t.app.members.findByUsername((await t.app.merchants.findByCode('DEMO'))!.id, 'demo_secure'))!;
    expect(await t.app.security.customerQuestion(secure.id)).not.toBeNull();
    const r = await post('demo_risk', `/ops/players/${secure.id}/reset-security-question`, { reason: 'lost it' });
    expect(r.status).toBe(200);
    expect(await t.app.security.customerQuestion(secure.id)).toBeNull();
    const entry = (await get('demo_admin', '/ops/audit?action=player.reset-security-question&limit=1')).value.list[0];
    expect(entry).toMatchObject({ before: { securityQuestion: true }, after: { securityQuestion: false } });
  });

  it('only lowers a deposit limit: a raise, the same value or a limit not set is 409 LIMIT_RAISE_REFUSED', async () => {
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    await t.app.responsibleGaming.setLimits(demo, player.id, { daily: 1_000_000, weekly: null, monthly: null });
    const limit = (kind: string, value: number) =>
      post('demo_risk', `/ops/players/${player.id}/limits`, { kind, value, reason: 'affordability' });
    const lowered = await limit('DAILY', 400_000);
    expect(lowered.status).toBe(200);
    expect(lowered.body.value.limits.limits[0]).toMatchObject({ period: 'DAILY', amount: 400_000, pending: null });
    for (const [kind, value] of [
      ['DAILY', 900_000],
      ['DAILY', 400_000],
      ['WEEKLY', 100],
    ] as const) {
      const r = await limit(kind, value);
      expect([kind, value, r.status, r.body.code]).toEqual([kind, value, 409, 'LIMIT_RAISE_REFUSED']);
    }
    expect(await audit('player.limit-lower')).toEqual([
      expect.objectContaining({
        before: { period: 'DAILY', limit: 1_000_000 },
        after: { period: 'DAILY', limit: 400_000 },
        reason: 'affordability',
      }),
    ]);
  });

  it('sends a platform message (sanitised) with messages.send, audited; lists it in the messages tab', async () => {
    const content = '<p>Hi<script>alert(1)</script></p>';
    const sent = await post('demo_support', `/ops/players/${player.id}/message`, { title: 'Notice', content });
    expect(sent.status).toBe(200);
    expect((await post('demo_risk', `/ops/players/${player.id}/message`, { title: 'x', content: 'y' })).status).toBe(
      403,
    );
    const list = (await get('demo_support', `/ops/players/${player.id}/messages`)).value.list;
    const message = list.find((m: { id: number }) => m.id === sent.body.value.id);
    expect(message.title).toBe('Notice');
    expect(message.content).not.toContain('script');
    expect(await audit('player.message')).toHaveLength(1);
  });

  it('adds staff notes with the operator, lists them newest first', async () => {
    expect((await post('demo_risk', `/ops/players/${player.id}/notes`, { text: 'first call' })).status).toBe(200);
    const second = await post('demo_admin', `/ops/players/${player.id}/notes`, { text: ' VIP candidate ' });
    expect(second.body.value).toMatchObject({ text: 'VIP candidate', operator: 'demo_admin' });
    expect((await post('demo_support', `/ops/players/${player.id}/notes`, { text: 'x' })).status).toBe(403);
    const notes = (await get('demo_finance', `/ops/players/${player.id}/notes`)).value;
    expect(notes.list.map((n: { text: string }) => n.text)).toEqual(['VIP candidate', 'first call']);
    expect(notes.list[1].operatorId).toEqual(expect.any(Number));
    expect(await audit('player.note')).toHaveLength(2);
  });
});
