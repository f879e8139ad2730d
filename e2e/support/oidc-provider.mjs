// A local OpenID provider for the e2e suite: `oidc-provider` with its built-in development login and
// consent pages (devInteractions), on a free 127.0.0.1 port. Any login name is accepted and becomes
// the subject (`sub`); the password is ignored. Nothing here ever reaches the internet.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/**
 * Starts the provider with one confidential client whose redirect URIs are `redirectUris`.
 * @param {{ redirectUris: string[], clientId?: string, clientSecret?: string }} opts
 * @returns {Promise<{ issuer: string, clientId: string, clientSecret: string, close: () => Promise<void> }>}
 */
export async function startOidcProvider({ redirectUris, clientId = 'e2e-site', clientSecret } = {}) {
  const secret = clientSecret ?? randomBytes(24).toString('base64url');
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: secret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [{ ...signingKey, kid: 'e2e', alg: 'RS256', use: 'sig' }] },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, name: `E2E ${id}`, email: `${id}@example.test`, email_verified: true };
        },
      };
    },
  });
  // The development pages import a web font from Google: drop it, the suite never leaves 127.0.0.1.
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === 'string' && ctx.type === 'text/html') {
      ctx.body = ctx.body.replace(/@import url\(https?:\/\/[^)]*\);?/g, '');
    }
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret: secret,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
