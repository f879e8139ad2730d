import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { bearer, memberId, tokenFor, trialToken } from '../../../../../helpers/tokens';

describe.each(BACKENDS)('GET /wps/relay/CSP_unreadCount on %s', (backend) => {
  let t: TestApp;
  let playerToken: string;
  beforeAll(async () => {
    t = await setupApp(backend);
    playerToken = await tokenFor(t, await memberId(t, 'demo_player'));
  }, 90_000);
  afterAll(() => t?.cleanup());

  const unread = (headers: Record<string, string>) => getJson(t.app, '/wps/relay/CSP_unreadCount', headers);

  it("counts the member's unread messages", async () => {
    const id = await memberId(t, 'demo_player');
    // The seed's two messages and its opening deposit's "Deposit credited".
    expect((await unread(bearer(playerToken))).body).toEqual({ success: true, value: { count: 3 }, message: null });
    await t.db.query(
      'UPDATE member_messages SET read_at = now() WHERE id = (SELECT min(id) FROM member_messages WHERE member_id = $1)',
      [id],
    );
    expect((await unread(bearer(playerToken))).body.value).toEqual({ count: 2 });
    await t.app.inbox.send(id, 'Withdrawal approved', '<p>Done</p>');
    expect((await unread(bearer(playerToken))).body.value).toEqual({ count: 3 });
    const agentId = await memberId(t, 'demo_agent');
    await t.db.query('UPDATE member_messages SET read_at = now() WHERE member_id = $1', [agentId]);
    expect((await unread(bearer(await tokenFor(t, agentId)))).body.value).toEqual({ count: 0 });
  });

  it('refuses a trial (TRIAL_FORBIDDEN) and a guest (401)', async () => {
    const trial = await trialToken(t);
    const refused = await unread(bearer(trial.token));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN', message: 'in_need_true_account' });
    const guest = await unread({});
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('UNAUTHORIZED');
  });
});
