import { DEFAULT_AUTH_POLICY, loadConfig } from '../../src/infra/config';

describe('loadConfig auth policy', () => {
  it('defaults to 12 h sessions and 10 logins a minute', () => {
    expect(loadConfig({}).auth).toEqual(DEFAULT_AUTH_POLICY);
    expect(DEFAULT_AUTH_POLICY).toMatchObject({
      sessionTtlSeconds: 43_200,
      loginRateLimit: { limit: 10, windowSeconds: 60 },
    });
  });

  it('reads SESSION_TTL_HOURS and LOGIN_RATE_LIMIT, ignoring nonsense', () => {
    expect(loadConfig({ SESSION_TTL_HOURS: '2', LOGIN_RATE_LIMIT: '100' }).auth).toMatchObject({
      sessionTtlSeconds: 7200,
      loginRateLimit: { limit: 100, windowSeconds: 60 },
    });
    expect(loadConfig({ SESSION_TTL_HOURS: 'x', LOGIN_RATE_LIMIT: '' }).auth).toEqual(DEFAULT_AUTH_POLICY);
  });
});

describe('loadConfig outbound messages', () => {
  it('defaults to the outbox provider and serves GET /ops/outbox outside production', () => {
    expect(loadConfig({})).toMatchObject({ messageProvider: 'outbox', devOutbox: true, fixedCaptchaText: null });
    expect(loadConfig({ MESSAGE_PROVIDER: 'acme' }).messageProvider).toBe('acme');
  });

  it('never serves GET /ops/outbox in production, and not when DEV_OUTBOX=0', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
  });

  it('reads REGISTER_RATE_LIMIT (default 5 an hour); the invitation-code check allows 30 a minute', () => {
    expect(loadConfig({}).auth).toMatchObject({
      registerRateLimit: { limit: 5, windowSeconds: 3600 },
      affiliateRateLimit: { limit: 30, windowSeconds: 60 },
    });
    expect(loadConfig({ REGISTER_RATE_LIMIT: '50' }).auth.registerRateLimit).toEqual({
      limit: 50,
      windowSeconds: 3600,
    });
    expect(loadConfig({ REGISTER_RATE_LIMIT: 'x' }).auth.registerRateLimit.limit).toBe(5);
  });

  it('reads FREEPLAY_RATE_LIMIT', () => {
    expect(loadConfig({ FREEPLAY_RATE_LIMIT: '500' }).auth.freePlayRateLimit).toEqual({
      limit: 500,
      windowSeconds: 3600,
    });
  });

  it('fixes the captcha text only outside production (end-to-end tests read it)', () => {
    expect(loadConfig({ CAPTCHA_TEXT: 'AB12' }).fixedCaptchaText).toBe('AB12');
    expect(loadConfig({ CAPTCHA_TEXT: 'AB12', NODE_ENV: 'production' }).fixedCaptchaText).toBeNull();
  });

  it('reads the canary guard’s CANARY_MIN_LOADS, CANARY_MAX_EXCESS and CANARY_WINDOW_MINUTES, defaults for bad values', () => {
    expect(loadConfig({})).toMatchObject({ canaryMinLoads: 20, canaryMaxExcess: 0.05, canaryWindowMinutes: 30 });
    const set = { CANARY_MIN_LOADS: '50', CANARY_MAX_EXCESS: '0.1', CANARY_WINDOW_MINUTES: '15' };
    expect(loadConfig(set)).toMatchObject({ canaryMinLoads: 50, canaryMaxExcess: 0.1, canaryWindowMinutes: 15 });
    const bad = { CANARY_MIN_LOADS: '0', CANARY_MAX_EXCESS: '2', CANARY_WINDOW_MINUTES: 'x' };
    expect(loadConfig(bad)).toMatchObject({ canaryMinLoads: 20, canaryMaxExcess: 0.05, canaryWindowMinutes: 30 });
  });
});

describe('loadConfig releases (ADR 0012)', () => {
  it('keeps releases in a folder beside the operator token, and reads the shell manifest of the static root', () => {
    const c = loadConfig({ DATA_DIR: '/srv/api/e2e-8123/pglite', STATIC_ROOT: '/srv/site' });
    expect(c).toMatchObject({
      releaseStore: 'folder',
      releaseStoreDir: '/srv/api/e2e-8123/releases',
      operatorTokenFile: '/srv/api/e2e-8123/operator-token',
      shellManifestFile: '/srv/site/shell/dist/mf-manifest.json',
    });
  });

  it('reads RELEASE_STORE=s3 with its bucket, and the overrides of the folder and the shell manifest', () => {
    const c = loadConfig({
      RELEASE_STORE: 's3',
      RELEASE_STORE_DIR: '/r',
      RELEASE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      RELEASE_S3_BUCKET: 'releases',
      RELEASE_S3_ACCESS_KEY_ID: 'AK',
      RELEASE_S3_SECRET_ACCESS_KEY: 'SK',
      RELEASE_PUBLIC_URL: 'https://cdn.example.com/releases/',
      SHELL_MANIFEST: '/site/shell.json',
    });
    expect(c).toMatchObject({
      releaseStore: 's3',
      releaseStoreDir: '/r',
      shellManifestFile: '/site/shell.json',
      releaseS3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'releases',
        region: 'us-east-1',
        accessKeyId: 'AK',
        secretAccessKey: 'SK',
        publicUrl: 'https://cdn.example.com/releases',
      },
    });
  });
});
