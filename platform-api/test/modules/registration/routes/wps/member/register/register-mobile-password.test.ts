import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../../helpers/login';
import { REG_PASSWORD, registerClient } from '../../../../../../helpers/register';

describe.each(BACKENDS)('MOBILENUMPASSREG3: register by mobile number with a password on %s', (backend) => {
  let t: TestApp;
  let c: ReturnType<typeof registerClient>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    c = registerClient(t, '918');
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A member registered by mobile number (registerMobile, no username) from `ip`; its national number. */
  const registerByMobile = async (ip: string) => {
    const body = await c.validBody();
    const res = await c.register({ ...body, username: undefined }, { mobile: true, ip });
    expect(res.status).toBe(200);
    return body.mobileNum as string;
  };

  it('with the module on, the number signs in as the username with the password (leading 0 or not)', async () => {
    await c.setModule('MOBILENUMPASSREG3', true);
    try {
      const ip = freshIp();
      const num = await registerByMobile(ip);
      for (const username of [num, `0${num}`]) {
        const res = await postLogin(t.app, { username, password: REG_PASSWORD }, ip);
        expect({ username, status: res.status }).toEqual({ username, status: 200 });
        expect(res.body.value.member.account).toBe(`84${num}`);
      }
      // On another dial code it is another number: BAD_CREDENTIALS.
      expect(
        (await postLogin(t.app, { username: num, password: REG_PASSWORD, countryDialingCode: '63' }, ip)).body.code,
      ).toMatch(/^BAD_CREDENTIALS/);
    } finally {
      await c.setModule('MOBILENUMPASSREG3', false);
    }
  });

  it('with the module off, the number is no username', async () => {
    const ip = freshIp();
    const num = await registerByMobile(ip);
    // The account's own username (dial code + number) signs in as before.
    expect((await postLogin(t.app, { username: `84${num}`, password: REG_PASSWORD }, ip)).status).toBe(200);
    expect((await postLogin(t.app, { username: num, password: REG_PASSWORD }, ip)).body.code).toMatch(
      /^BAD_CREDENTIALS/,
    );
  });
});
