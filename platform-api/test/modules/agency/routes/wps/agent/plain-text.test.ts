import { setupApp, type TestApp } from '../../../../../helpers/app';
import { teamMember } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { call, newMember } from '../../../../../helpers/payments';
import { postEncrypted } from '../../../../../helpers/withdrawals';

/**
 * One rule for plain-text fields (docs/conventions.md "Plain-text fields", infra/sanitize.ts `plainText`): the same
 * nickname typed in the profile and in the agent's register-a-member form gets the same answer — markup refused with
 * 400 VALIDATION naming the field, nothing stored; text with a lone `<` and extra spaces stored alike.
 */
describe.each(BACKENDS)('plain-text fields: the profile and the agent register form on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const viaProfile = async (nickname: string) => {
    const m = await newMember(t, 'ptp');
    const res = await call(t, 'POST', '/wps/member/info', { token: m.token, payload: { nickname } });
    const stored = (await t.db.query<{ nickname: string }>('SELECT nickname FROM members WHERE id = $1', [m.id]))
      .rows[0]!.nickname;
    return { status: res.status, body: res.body, stored };
  };
  const viaAgentForm = async (nickname: string) => {
    const agent = await teamMember(t, 'pt_agent', null, 1);
    seq += 1;
    const username = `ptd${seq}${Date.now() % 1e5}`;
    const res = await postEncrypted(t, '/wps/agent/team/register', agent.token, {
      username,
      password: 'Secret@12',
      nickname,
      isAgent: false,
    });
    const row = await t.db.query<{ nickname: string }>('SELECT nickname FROM members WHERE username = $1', [username]);
    return { status: res.status, body: res.body, stored: row.rows[0]?.nickname };
  };

  it.each(['<b>x</b>', '<img src=x onerror=alert(1)>', 'Lucky <script>alert(1)</script>', '<\u200Bb>x'])(
    'refuses %j in both with 400 VALIDATION naming nickname, and stores nothing',
    async (nickname) => {
      for (const answer of [await viaProfile(nickname), await viaAgentForm(nickname)]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION', field: 'nickname' });
      }
      expect((await viaAgentForm(nickname)).stored).toBeUndefined();
      expect((await viaProfile(nickname)).stored).not.toContain('<');
    },
  );

  it('stores plain text alike: NFC, spaces collapsed, invisible characters dropped, a lone < kept', async () => {
    const typed = '  Lu\u200Bcky   <3 Sta\u0301r ';
    const profile = await viaProfile(typed);
    const agentForm = await viaAgentForm(typed);
    expect(profile).toMatchObject({ status: 200, stored: 'Lucky <3 Stár' });
    expect(agentForm).toMatchObject({ status: 200, stored: 'Lucky <3 Stár' });
  });
});
