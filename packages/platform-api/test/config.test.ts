import { DEFAULT_AUTH_POLICY, loadConfig } from '../src/config';

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
