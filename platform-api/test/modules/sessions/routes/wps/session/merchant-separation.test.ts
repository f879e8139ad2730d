import { DEMO_PASSWORD, LUCKY_PASSWORD } from '../../../../../../src/seed';
import { DEMO_OPENING_DEPOSIT } from '../../../../../../src/seed/demo';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../helpers/login';

const DEMO = '127.0.0.1:8080';
const LUCKY = 'lucky.localhost:8080';
const UNAUTHORIZED = { success: false, value: null, message: 'err_not_logged_in', code: 'UNAUTHORIZED' };

// Two brands on one platform: accounts, sessions, balances and content of one are never the other's.
describe.each(BACKENDS)('merchant separation (DEMO on 127.0.0.1, LUCKY on lucky.localhost) on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const login = (username: string, password: string, host: string) =>
    postLogin(t.app, { username, password }, freshIp(), host);
  const get = async (url: string, host: string, token?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };

  it("logs each brand's accounts in on its own Host", async () => {
    const lucky = await login('lucky01', LUCKY_PASSWORD, LUCKY);
    expect(lucky.status).toBe(200);
    expect(lucky.body.value.member).toMatchObject({ account: 'lucky01', type: 0 });
    tokens.lucky01 = lucky.body.value.token;
    const demo = await login('demo_player', DEMO_PASSWORD, DEMO);
    expect(demo.status).toBe(200);
    tokens.demo_player = demo.body.value.token;
    const agent = await postLogin(
      t.app,
      { username: 'lucky_agent', password: LUCKY_PASSWORD, agentOnly: true },
      freshIp(),
      LUCKY,
    );
    expect(agent.body.value.member).toMatchObject({ account: 'lucky_agent', isAgent: true });
  });

  it('refuses a Lucky Star account on the DEMO host and a DEMO account on lucky.localhost, as a wrong password', async () => {
    for (const [username, password, host] of [
      ['lucky01', LUCKY_PASSWORD, DEMO],
      ['lucky_downline', LUCKY_PASSWORD, 'localhost'],
      ['demo_player', DEMO_PASSWORD, LUCKY],
      ['demo_agent', DEMO_PASSWORD, LUCKY],
    ] as const) {
      const res = await login(username, password, host);
      expect([username, host, res.status]).toEqual([username, host, 400]);
      expect(res.body).toMatchObject({ success: false, value: null, message: 'err_bad_credentials' });
      expect(res.body.code).toMatch(/^BAD_CREDENTIALS/);
    }
  });

  it('refuses a DEMO token on LUCKY (401 UNAUTHORIZED) for protected calls, and a LUCKY token on DEMO', async () => {
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/header', '/wps/member/info']) {
      expect([url, await get(url, LUCKY, tokens.demo_player)]).toEqual([url, { status: 401, body: UNAUTHORIZED }]);
      expect([url, await get(url, DEMO, tokens.lucky01)]).toEqual([url, { status: 401, body: UNAUTHORIZED }]);
    }
    // The same tokens are good on their own Host.
    expect((await get('/wps/member/info', DEMO, tokens.demo_player)).status).toBe(200);
    expect((await get('/wps/member/info', LUCKY, tokens.lucky01)).status).toBe(200);
  });

  it('keeps balances apart: lucky01 has its own USD balance, demo_player its DEMO opening deposit in VND', async () => {
    const lucky = await get('/wps/v2/wallets/balance', LUCKY, tokens.lucky01);
    expect(lucky.body.value).toEqual({ balance: 250_000, currency: 'USD', wallets: [] });
    const header = await get('/wps/member/header', LUCKY, tokens.lucky01);
    expect(header.body.value).toMatchObject({ balance: 250_000, currencySymbol: '$', pointsEnabled: false });
    const demo = await get('/wps/v2/wallets/balance', DEMO, tokens.demo_player);
    expect(demo.body.value).toEqual({ balance: DEMO_OPENING_DEPOSIT, currency: 'VND', wallets: [] });
    const { rows } = await t.db.query<{ code: string; currency: string }>(
      `SELECT DISTINCT m.code, a.currency FROM ledger_accounts a JOIN merchants m ON m.id = a.merchant_id
       WHERE a.kind = 'MEMBER_MAIN' ORDER BY m.code`,
    );
    expect(rows).toEqual([
      { code: 'DEMO', currency: 'VND' },
      { code: 'LUCKY', currency: 'USD' },
      { code: 'PH', currency: 'PHP' },
    ]);
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    for (const total of inv.totals) expect(total.total).toBe(0);
  });

  it("serves each brand's own content", async () => {
    const banners = async (host: string) =>
      (await get('/wps/system/banners?groupName=w_home', host)).body.value.list.map((b: { title: string }) => b.title);
    expect(await banners(LUCKY)).toEqual(['Lucky Star Welcome Pack', 'Star Slots of the Week']);
    expect(await banners(DEMO)).toContain('Welcome Bonus 100%');
    const help = await get('/wps/system/helpCenter?lang=EN&device=WEB', LUCKY);
    expect(JSON.stringify(help.body.value)).toContain('Lucky Star');
    expect(JSON.stringify(help.body.value)).not.toContain('Demo Casino');
  });
});
