/** @pglite: the social sign-in routes on the embedded database too. */
import { createHash } from 'node:crypto';
import { hashPassword } from '../../../../../../../src/infra/crypto/password';
import { OPS_AUTH, getJson, setWhitelabelModule, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp } from '../../../../../../helpers/login';
import {
  startTestOidcServer,
  type TestOidcServer,
  type TestUser,
  type Tweak,
} from '../../../../../../helpers/oidc-server';

const CALLBACK = 'http://localhost/wps/session/oauth/google/callback';
const ANN: TestUser = { sub: 'ann-123', name: 'Ann Example', email: 'ann@example.test', email_verified: true };

describe.each(BACKENDS)('social sign-in on %s', (backend) => {
  let t: TestApp;
  let idp: TestOidcServer;
  beforeAll(async () => {
    idp = await startTestOidcServer();
    t = await setupApp(backend, { auth: { ...TEST_AUTH } });
    await useGoogle();
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
    await idp?.close();
  });

  const ops = (provider: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/ops/merchants/DEMO/social/${provider}`,
      headers: { authorization: OPS_AUTH },
      payload: body,
    });
  const useGoogle = async (body: object = {}) => {
    const res = await ops('google', {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      ...body,
    });
    expect(res.statusCode).toBe(200);
  };
  const modules = async () => {
    const tree = (await getJson(t.app, '/wps/system/config')).body.value.whitelabel as {
      children: { modId: string; enabled: string }[];
    }[];
    const flags = Object.fromEntries(tree.flatMap((g) => g.children).map((c) => [c.modId, c.enabled]));
    return [flags.GOOGLELOGIN3, flags.FACEBOOKLOGIN3];
  };

  /** GET authorize: the provider URL, the state cookie and the redirect's Location. */
  const authorize = async (provider = 'google', returnTo = '/lott?gameCode=X') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/session/oauth/${provider}/authorize?returnTo=${encodeURIComponent(returnTo)}`,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    const cookie = String(res.headers['set-cookie'] ?? '');
    return { location, cookie, state: /wps_oauth_state=([^;]*)/.exec(cookie)?.[1] ?? '' };
  };
  const callback = async (query: Record<string, string>, cookieState: string | null, provider = 'google') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/session/oauth/${provider}/callback?${new URLSearchParams(query)}`,
      headers: cookieState === null ? {} : { cookie: `other=1; wps_oauth_state=${cookieState}` },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(302);
    return { location: String(res.headers.location), setCookie: String(res.headers['set-cookie'] ?? '') };
  };
  /** The whole flow for one user: authorize, the provider's consent, callback. */
  const signIn = async (user: TestUser, tweak?: Tweak, provider = 'google') => {
    const a = await authorize(provider);
    const code = idp.approve(a.location, user, tweak);
    return { ...(await callback({ code, state: a.state }, a.state, provider)), state: a.state, code };
  };
  const tokens = new Map<string, string | null>();
  /** The session a landing gives: its `#handover=` code exchanged as the shell does (once per landing). */
  const tokenOf = async (location: string): Promise<string | null> => {
    if (!tokens.has(location)) {
      const code = /#handover=([A-Za-z0-9_-]{43})$/.exec(location)?.[1];
      const res =
        code &&
        (await t.app.inject({
          method: 'POST',
          url: '/wps/session/handover/exchange',
          payload: { code },
          remoteAddress: freshIp(),
        }));
      tokens.set(location, res && res.statusCode === 200 ? (res.json().value.token as string) : null);
    }
    return tokens.get(location) ?? null;
  };
  const memberInfo = async (token: string) =>
    (await getJson(t.app, '/wps/member/info', { authorization: `Bearer ${token}` })).body.value;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: string }>(sql, params)).rows[0]?.n);

  it('reports GOOGLELOGIN3 enabled only while the module is on and the provider usable', async () => {
    expect(await modules()).toEqual(['1', '0']);
    // Facebook is not configured; without a client secret it cannot be switched on.
    const incomplete = await ops('facebook', { issuer: idp.issuer, clientId: idp.clientId });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ code: 'VALIDATION' });
    await setWhitelabelModule(t, 'GOOGLELOGIN3', false); // a change behind the API's back
    expect(await modules()).toEqual(['0', '0']);
    await useGoogle(); // setting the provider switches its module back on
    expect(await modules()).toEqual(['1', '0']);
    expect((await ops('google', { enabled: false })).statusCode).toBe(200);
    expect(await modules()).toEqual(['0', '0']);
    await useGoogle();
  });

  it('redirects to the provider with state, nonce and an S256 code challenge, storing only the state hash', async () => {
    const { location, cookie, state } = await authorize();
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toEqual({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      state,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/^wps_oauth_state=[^;]+; Max-Age=600; Path=\/wps\/session\/oauth; HttpOnly; SameSite=Lax$/);
    const { rows } = await t.db.query<{ state_hash: string; return_to: string; nonce: string; code_verifier: string }>(
      'SELECT state_hash, return_to, nonce, code_verifier FROM oauth_states WHERE state_hash = $1',
      [createHash('sha256').update(state).digest('hex')],
    );
    expect(rows[0]?.return_to).toBe('/lott?gameCode=X');
    expect(rows[0]?.nonce).toBe(q.nonce);
    const challenge = createHash('sha256')
      .update(rows[0]?.code_verifier ?? '')
      .digest('base64url');
    expect(challenge).toBe(q.code_challenge);
    expect(await count('SELECT count(*) AS n FROM oauth_states WHERE state_hash = $1', [state])).toBe(0);
  });

  it('creates a player at the first sign-in and signs the same account in the second time', async () => {
    const before = await count('SELECT count(*) AS n FROM members');
    const first = await signIn(ANN);
    // A single-use hand-over code in the fragment, never the session token.
    expect(first.location).toMatch(/^\/lott\?gameCode=X#handover=[A-Za-z0-9_-]{43}$/);
    expect(first.setCookie).toMatch(/^wps_oauth_state=; Max-Age=0;/);
    const info = await memberInfo((await tokenOf(first.location)) ?? '');
    expect(info).toEqual({
      id: expect.any(Number),
      account: expect.stringMatching(/^google_[0-9a-f]{6}$/),
      nickname: 'Ann Example',
      type: 0,
      isAgent: false,
      isTrial: false,
    });
    // The code went to the token endpoint with the PKCE verifier, client_secret_post.
    expect(idp.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code: first.code,
      redirect_uri: CALLBACK,
      client_id: idp.clientId,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const { rows } = await t.db.query<{ email: string; last_login_at: Date | null; password_hash: string }>(
      'SELECT email, last_login_at, password_hash FROM members WHERE id = $1',
      [info.id],
    );
    expect(rows[0]?.email).toBe('ann@example.test');
    expect(rows[0]?.last_login_at).not.toBeNull();
    expect(rows[0]?.password_hash.startsWith('scrypt$')).toBe(false);

    // The exchange moved the callback's session to the browser: it holds the member's only live session.
    const live = 'SELECT count(*) AS n FROM sessions WHERE member_id = $1 AND revoked_at IS NULL';
    expect(await count(live, [info.id])).toBe(1);

    const second = await signIn(ANN, { minimalIdToken: true });
    const again = await memberInfo((await tokenOf(second.location)) ?? '');
    expect(again).toEqual(info);
    expect(await tokenOf(second.location)).not.toBe(await tokenOf(first.location));
    expect(await count('SELECT count(*) AS n FROM members')).toBe(before + 1);
    expect(
      await count("SELECT count(*) AS n FROM member_social_links WHERE provider = 'google' AND subject = $1", [
        ANN.sub,
      ]),
    ).toBe(1);
  });

  it('takes the name and e-mail from the userinfo endpoint when the ID token lacks them', async () => {
    const { location } = await signIn(
      { sub: 'bo-456', name: 'Bo', email: 'bo@example.test', email_verified: false },
      { minimalIdToken: true },
    );
    const info = await memberInfo((await tokenOf(location)) ?? '');
    expect(info.nickname).toBe('Bo');
    // An unverified e-mail is kept on the link only, never for password recovery.
    const { rows } = await t.db.query<{ member: string | null; link: string }>(
      `SELECT m.email AS member, l.email AS link FROM member_social_links l JOIN members m ON m.id = l.member_id
       WHERE l.subject = 'bo-456'`,
    );
    expect(rows[0]).toEqual({ member: null, link: 'bo@example.test' });
  });

  it('fits the username to the merchant rule', async () => {
    await t.db.query("UPDATE register_rules SET max = 8 WHERE field = 'username'");
    try {
      const { location } = await signIn({ sub: 'short-rule', name: 'Cy' });
      expect((await memberInfo((await tokenOf(location)) ?? '')).account).toMatch(/^g_[0-9a-f]{6}$/);
    } finally {
      await t.db.query("UPDATE register_rules SET max = 16 WHERE field = 'username'");
    }
  });

  it('lands on /index for a return path of another site', async () => {
    const a = await authorize('google', '//evil.example/x');
    const code = idp.approve(a.location, ANN);
    expect((await callback({ code, state: a.state }, a.state)).location).toMatch(/^\/index#handover=/);
  });

  it('refuses an unknown state, a missing or foreign state cookie', async () => {
    const a = await authorize();
    const code = idp.approve(a.location, ANN);
    const bad = '/index?loginError=OAUTH_STATE_INVALID';
    expect((await callback({ code, state: 'x'.repeat(43) }, 'x'.repeat(43))).location).toBe(bad);
    expect((await callback({ code, state: a.state }, null)).location).toBe(bad);
    expect((await callback({ code, state: a.state }, (await authorize()).state)).location).toBe(bad);
    expect((await callback({ code }, a.state)).location).toBe(bad);
    // None of these used the state up: the right browser still completes.
    expect((await callback({ code, state: a.state }, a.state)).location).toMatch(/#handover=/);
  });

  it('refuses a state used before', async () => {
    const first = await signIn(ANN);
    expect(first.location).toMatch(/#handover=/);
    const replay = await callback({ code: first.code, state: first.state }, first.state);
    expect(replay.location).toBe('/index?loginError=OAUTH_STATE_INVALID');
  });

  it('refuses an expired state (10 minutes) and lands on its return path', async () => {
    const a = await authorize();
    const code = idp.approve(a.location, ANN);
    await t.db.query("UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE state_hash = $1", [
      createHash('sha256').update(a.state).digest('hex'),
    ]);
    expect((await callback({ code, state: a.state }, a.state)).location).toBe(
      '/lott?gameCode=X&loginError=OAUTH_STATE_INVALID',
    );
  });

  it.each<[string, Tweak]>([
    ['a wrong nonce', { idToken: { nonce: 'not-the-nonce' } }],
    ['no nonce', { idToken: { nonce: undefined } }],
    ['another audience', { idToken: { aud: 'someone-else' } }],
    ['another issuer', { idToken: { iss: 'https://evil.example' } }],
    ['an expired token', { idToken: { exp: Math.floor(Date.now() / 1000) - 600 } }],
    ['a signature by an unknown key', { foreignKey: true }],
  ])('refuses an ID token with %s, creating nothing', async (_name, tweak) => {
    const members = await count('SELECT count(*) AS n FROM members');
    const sessions = await count('SELECT count(*) AS n FROM sessions');
    const { location } = await signIn({ sub: `tweaked-${JSON.stringify(tweak)}` }, tweak);
    expect(location).toBe('/lott?gameCode=X&loginError=OAUTH_FAILED');
    expect(await count('SELECT count(*) AS n FROM members')).toBe(members);
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(sessions);
  });

  it('lands with OAUTH_DENIED when the user cancels at the provider', async () => {
    const a = await authorize();
    const denied = await callback({ error: 'access_denied', state: a.state }, a.state);
    expect(denied.location).toBe('/lott?gameCode=X&loginError=OAUTH_DENIED');
    const b = await authorize();
    expect((await callback({ error: 'server_error', state: b.state }, b.state)).location).toBe(
      '/lott?gameCode=X&loginError=OAUTH_FAILED',
    );
  });

  it('answers NOT_ENABLED for an unknown, unconfigured or disabled provider, also mid-flight', async () => {
    expect((await authorize('twitter')).location).toBe('/lott?gameCode=X&loginError=NOT_ENABLED');
    expect((await authorize('facebook')).location).toBe('/lott?gameCode=X&loginError=NOT_ENABLED');
    const a = await authorize();
    const code = idp.approve(a.location, ANN);
    await ops('google', { enabled: false });
    try {
      expect((await authorize()).location).toBe('/lott?gameCode=X&loginError=NOT_ENABLED');
      expect((await callback({ code, state: a.state }, a.state)).location).toBe(
        '/lott?gameCode=X&loginError=NOT_ENABLED',
      );
    } finally {
      await useGoogle();
    }
  });

  it('refuses a locked account', async () => {
    const { location } = await signIn({ sub: 'to-lock', name: 'Lock Me' });
    const { id } = await memberInfo((await tokenOf(location)) ?? '');
    await t.db.query("UPDATE members SET status = 'LOCKED' WHERE id = $1", [id]);
    expect((await signIn({ sub: 'to-lock' })).location).toBe('/lott?gameCode=X&loginError=ACCOUNT_LOCKED');
  });

  it('refuses a self-excluded account, landing with the end of the exclusion', async () => {
    const { location } = await signIn({ sub: 'to-exclude', name: 'Exclude Me' });
    const { id } = await memberInfo((await tokenOf(location)) ?? '');
    await t.app.members.setPassword(id, await hashPassword('Pass@1234'), false);
    const { endsAt } = await t.app.responsibleGaming.selfExclude(id, {
      period: 'P7D',
      password: 'Pass@1234',
      confirm: true,
    });
    expect((await memberInfo((await tokenOf(location)) ?? '')) ?? null).toBeNull();
    expect((await signIn({ sub: 'to-exclude' })).location).toBe(
      `/lott?gameCode=X&loginError=SELF_EXCLUDED&loginErrorUntil=${encodeURIComponent(endsAt)}`,
    );
  });

  it('runs a plain OAuth 2 provider (Facebook: explicit endpoints, no ID token, user from /me)', async () => {
    const res = await ops('facebook', {
      authorizationEndpoint: `${idp.issuer}/authorize`,
      tokenEndpoint: `${idp.issuer}/token`,
      userinfoEndpoint: `${idp.issuer}/me`,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
    });
    expect(res.statusCode).toBe(200);
    expect(await modules()).toEqual(['1', '1']);
    const a = await authorize('facebook');
    const q = new URL(a.location).searchParams;
    expect([q.get('scope'), q.get('nonce'), q.get('code_challenge_method')]).toEqual([
      'email public_profile',
      null,
      'S256',
    ]);
    const code = idp.approve(a.location, { sub: '10220001', name: 'Fay Book', email: 'fay@example.test' });
    const { location } = await callback({ code, state: a.state }, a.state, 'facebook');
    const info = await memberInfo((await tokenOf(location)) ?? '');
    expect(info).toMatchObject({ account: expect.stringMatching(/^facebook_[0-9a-f]{6}$/), nickname: 'Fay Book' });
    // The same Facebook user id signs the same account in.
    const again = await signIn({ sub: '10220001' }, undefined, 'facebook');
    expect((await memberInfo((await tokenOf(again.location)) ?? '')).id).toBe(info.id);
  });

  it('shows the providers to the operator without the secret and validates what is set', async () => {
    const show = await t.app.inject({
      method: 'GET',
      url: '/ops/merchants/DEMO',
      headers: { authorization: OPS_AUTH },
    });
    const google = show.json().value.social.find((s: { provider: string }) => s.provider === 'google');
    expect(google).toMatchObject({
      provider: 'google',
      enabled: true,
      usable: true,
      active: true,
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecretSet: true,
      scopes: 'openid email profile',
    });
    expect(show.body).not.toContain(idp.clientSecret);
    expect((await ops('google', { issuer: 'http://idp.example.com' })).json()).toMatchObject({
      code: 'VALIDATION',
      message: 'err_invalid_input',
      detail: 'issuer must use https (http only on 127.0.0.1, localhost or [::1])',
    });
    expect((await ops('google', { scopes: 'openid "x"' })).statusCode).toBe(400);
    expect((await ops('twitter', {})).json()).toMatchObject({ code: 'VALIDATION' });
    expect((await ops('google', { clientSecret: 'x', extra: 1 })).statusCode).toBe(400);
    const unauth = await t.app.inject({ method: 'POST', url: '/ops/merchants/DEMO/social/google', payload: {} });
    expect(unauth.statusCode).toBe(401);
  });
});
