import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal OpenID provider for the API tests, on a real 127.0.0.1 port: discovery, JWKS, a token
 * endpoint (client_secret_post or basic, PKCE S256, single-use codes) issuing RS256 ID tokens signed
 * with node:crypto, a userinfo endpoint and a Facebook-style `/me`. There is no login page: a test
 * plays the user with `approve(authorizeUrl, user)`, which answers the code the provider would have
 * sent to the redirect_uri. (The e2e suite runs the real `oidc-provider`.)
 */
export interface TestUser {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
}

/** Ways to make the provider misbehave for one code. */
export interface Tweak {
  /** Claims merged into (or, as undefined, removed from) the ID token. */
  idToken?: Record<string, unknown>;
  /** Sign the ID token with a key that is not in the JWKS. */
  foreignKey?: boolean;
  /** Keep name and e-mail out of the ID token (the client must ask the userinfo endpoint). */
  minimalIdToken?: boolean;
}

interface Grant {
  user: TestUser;
  tweak: Tweak;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string;
  scope: string;
}

export interface TestOidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plays the user consenting to an authorization URL: returns the code for its redirect_uri. */
  approve(authorizeUrl: string, user: TestUser, tweak?: Tweak): string;
  /** Token requests received (parsed form bodies). */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');

function jwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

async function formBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

export async function startTestOidcServer(): Promise<TestOidcServer> {
  const clientId = 'test-client';
  const clientSecret = `secret-${randomBytes(8).toString('hex')}`;
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, TestUser>();
  const tokenRequests: Record<string, string>[] = [];
  let issuer = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          scopes_supported: ['openid', 'email', 'profile'],
        });
      }
      if (req.method === 'GET' && url.pathname === '/jwks') {
        return json(res, 200, {
          keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }],
        });
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const body = await formBody(req);
        tokenRequests.push(body);
        const basic = req.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
          : null;
        const [id, secret] = basic ?? [body.client_id, body.client_secret];
        if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' });
        const grant = grants.get(body.code ?? '');
        grants.delete(body.code ?? '');
        if (body.grant_type !== 'authorization_code' || !grant || grant.redirectUri !== body.redirect_uri) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        const challenge = createHash('sha256')
          .update(body.code_verifier ?? '')
          .digest('base64url');
        if (challenge !== grant.challenge) return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE' });
        const accessToken = randomBytes(24).toString('base64url');
        accessTokens.set(accessToken, grant.user);
        const now = Math.floor(Date.now() / 1000);
        const { sub, ...profile } = grant.user;
        const claims: Record<string, unknown> = {
          iss: issuer,
          aud: grant.clientId,
          sub,
          iat: now,
          exp: now + 300,
          ...(grant.nonce === undefined ? {} : { nonce: grant.nonce }),
          ...(grant.tweak.minimalIdToken ? {} : profile),
          ...grant.tweak.idToken,
        };
        const openid = grant.scope.split(' ').includes('openid');
        const key = grant.tweak.foreignKey ? foreign.privateKey : keys.privateKey;
        return json(res, 200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 300,
          scope: grant.scope,
          ...(openid ? { id_token: jwt(JSON.parse(JSON.stringify(claims)), key, 'k1') } : {}),
        });
      }
      if (req.method === 'GET' && (url.pathname === '/userinfo' || url.pathname === '/me')) {
        const user = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!user) return json(res, 401, { error: 'invalid_token' });
        if (url.pathname === '/userinfo') return json(res, 200, user);
        // Facebook's Graph API: `id`, no `sub`.
        const { sub, ...rest } = user;
        return json(res, 200, { id: sub, ...rest });
      }
      return json(res, 404, { error: 'not_found' });
    })().catch((e: unknown) => json(res, 500, { error: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    tokenRequests,
    approve(authorizeUrl, user, tweak = {}) {
      const q = new URL(authorizeUrl).searchParams;
      if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') {
        throw new Error(`not a PKCE code-flow request: ${authorizeUrl}`);
      }
      const code = randomBytes(16).toString('base64url');
      grants.set(code, {
        user,
        tweak,
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        nonce: q.get('nonce') ?? undefined,
        challenge: q.get('code_challenge') ?? '',
        scope: q.get('scope') ?? '',
      });
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
