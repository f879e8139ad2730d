import { DEMO_INVITATION_CODE } from '../../../../../../src/seed';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp } from '../../../../../helpers/login';
import { err } from '../../../../../helpers/register';

describe.each(BACKENDS)('invitation codes (GET /wps/agent/affiliate) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const check = (code: string, ip = freshIp()) =>
    t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}`, remoteAddress: ip });

  it("answers an agent's code (any case) with the agent's nickname", async () => {
    for (const code of [DEMO_INVITATION_CODE, 'demoagent', ' DemoAgent ']) {
      const res = await check(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        value: { valid: true, agentNickname: 'Demo Agent' },
        message: null,
      });
    }
    expect((await getJson(t.app, '/wps/agent/affiliate?code=DEMOAGENT&domain=demo.example.com')).status).toBe(200);
  });

  it('400 INVITATION_CODE_INVALID for an unknown code or an agent that is no longer active', async () => {
    const res = await check('NOBODY');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(err('INVITATION_CODE_INVALID', 'invitation_code_error'));
    await t.db.query("UPDATE members SET status = 'LOCKED' WHERE username = 'demo_agent'");
    try {
      expect((await check(DEMO_INVITATION_CODE)).json().code).toBe('INVITATION_CODE_INVALID');
    } finally {
      await t.db.query("UPDATE members SET status = 'ACTIVE' WHERE username = 'demo_agent'");
    }
  });

  it('VALIDATION without a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate' });
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'code' });
  });

  it('429 RATE_LIMITED after 30 checks a minute from one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await check(`GUESS${i}`, ip)).statusCode).toBe(400);
    const limited = await check(DEMO_INVITATION_CODE, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(err('RATE_LIMITED', 'err_too_many_requests'));
    expect(limited.headers['retry-after']).toBe('4');
    expect((await check(DEMO_INVITATION_CODE)).statusCode).toBe(200);
  });
});
