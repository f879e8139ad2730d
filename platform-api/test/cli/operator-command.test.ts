/** @postgres-only: the CLI and the server share one database through two pools. */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import {
  formatSummary,
  parseOperatorArgs,
  runOperatorCommand,
  type OperatorCommand,
} from '../../src/cli/operator-command';
import { OPS_TOKEN } from '../helpers/app';
import { openSeededDb, type TestDb } from '../helpers/db';

describe('parseOperatorArgs', () => {
  it.each<[string, OperatorCommand | { error: string }]>([
    ['show', { action: 'show', merchant: 'DEMO' }],
    ['remote disable mf-games', { action: 'remote', merchant: 'DEMO', remote: 'mf-games', enabled: false }],
    [
      'remote enable mf_points --merchant ACME',
      { action: 'remote', merchant: 'ACME', remote: 'mf_points', enabled: true },
    ],
    ['--merchant=ACME maintenance on', { action: 'maintenance', merchant: 'ACME', on: true }],
    ['region-restriction off', { action: 'region-restriction', merchant: 'DEMO', on: false }],
    [
      'social set google --issuer https://accounts.google.com --client-id abc.apps --client-secret=s3cr=t',
      {
        action: 'social',
        merchant: 'DEMO',
        provider: 'google',
        patch: { issuer: 'https://accounts.google.com', clientId: 'abc.apps', clientSecret: 's3cr=t' },
      },
    ],
    [
      'social set facebook --client-secret-env FB_SECRET --scopes email --merchant ACME',
      {
        action: 'social',
        merchant: 'ACME',
        provider: 'facebook',
        patch: { clientSecret: 'from-env', scopes: 'email' },
      },
    ],
    ['social disable google', { action: 'social', merchant: 'DEMO', provider: 'google', patch: { enabled: false } }],
    ['social enable facebook', { action: 'social', merchant: 'DEMO', provider: 'facebook', patch: { enabled: true } }],
    [
      'theme set LUCKY --token --color-primary=#9f7aea --color-bg=#150c24 --radius-md 12px --logo /l.svg',
      {
        action: 'theme',
        merchant: 'LUCKY',
        patch: {
          tokens: { '--color-primary': '#9f7aea', '--color-bg': '#150c24', '--radius-md': '12px' },
          logoUrl: '/l.svg',
        },
      },
    ],
    [
      'theme set DEMO --favicon=https://cdn.example.com/f.ico --token=color-accent=#fff',
      {
        action: 'theme',
        merchant: 'DEMO',
        patch: { faviconUrl: 'https://cdn.example.com/f.ico', tokens: { '--color-accent': '#fff' } },
      },
    ],
    [
      'theme unset LUCKY --color-primary color-bg logo',
      {
        action: 'theme',
        merchant: 'LUCKY',
        patch: { tokens: { '--color-primary': null, '--color-bg': null }, logoUrl: '' },
      },
    ],
    ['theme reset LUCKY', { action: 'theme', merchant: 'LUCKY', patch: { reset: true } }],
  ])('parses "%s"', (line, expected) => {
    expect(parseOperatorArgs(line.split(' '), 'DEMO', { FB_SECRET: 'from-env' })).toEqual(expected);
  });

  it.each([
    '',
    'maintenance',
    'maintenance maybe',
    'remote enable mf-casino',
    'remote toggle mf-games',
    'show extra',
    'show --merchant',
    'social',
    'social set',
    'social enable google now',
    'social set google --client-id',
    'social set google --colour blue',
    'social set google --client-secret-env UNSET_VARIABLE',
    'theme',
    'theme set',
    'theme set LUCKY',
    'theme set --color-primary=#fff',
    'theme set LUCKY --color-primary',
    'theme set LUCKY --token color-primary',
    'theme set LUCKY stray',
    'theme unset LUCKY',
    'theme reset LUCKY now',
    'theme paint LUCKY',
  ])('refuses "%s"', (line) => {
    expect(parseOperatorArgs(line ? line.split(' ') : [], 'DEMO')).toHaveProperty('error');
  });
});

// The CLI talks HTTP to a server or opens the database itself; PostgreSQL lets both sides share one schema.
describe('runOperatorCommand (PostgreSQL)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openSeededDb('postgres');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const flags = async () =>
    (
      await t.db.query<{ maintenance: boolean; region_restriction: boolean }>(
        "SELECT maintenance, region_restriction FROM merchants WHERE code = 'DEMO'",
      )
    ).rows[0];

  it('goes through the running server when one answers', async () => {
    const app = await buildApp({ db: t.db, config: { merchantCode: 'DEMO' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const openDb = jest.fn();
    try {
      const result = await runOperatorCommand(
        { action: 'maintenance', merchant: 'DEMO', on: true },
        { url, token: OPS_TOKEN, fetch, openDb },
      );
      expect(result.via).toBe('server');
      expect(result.summary.maintenance).toBe(true);
      expect(openDb).not.toHaveBeenCalled();
      expect(await flags()).toEqual({ maintenance: true, region_restriction: false });
      expect(formatSummary(result, url)).toContain('maintenance:        ON');
      // A theme change through the server shows in its theme.css at once; a bad token is refused with its reason.
      const theme = await runOperatorCommand(
        parseOperatorArgs(['theme', 'set', 'LUCKY', '--color-accent=#00ff88'], 'DEMO') as OperatorCommand,
        {
          url,
          token: OPS_TOKEN,
          fetch,
          openDb,
        },
      );
      expect(theme.summary.theme.tokens['--color-accent']).toBe('#00ff88');
      const css = await app.inject({
        method: 'GET',
        url: '/wps/system/theme.css',
        headers: { host: 'lucky.localhost' },
      });
      expect(css.body).toContain('--color-accent:#00ff88');
      await expect(
        runOperatorCommand(
          { action: 'theme', merchant: 'LUCKY', patch: { tokens: { '--colour-accent': '#fff' } } },
          { url, token: OPS_TOKEN, fetch, openDb },
        ),
      ).rejects.toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        message: expect.stringMatching(/unknown theme token "--colour-accent"/),
      });
      await expect(
        runOperatorCommand({ action: 'show', merchant: 'DEMO' }, { url, token: 'ops_wrong', fetch, openDb }),
      ).rejects.toMatchObject({ code: 'OPERATOR_SESSION_REQUIRED', statusCode: 401 });
      expect(openDb).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });

  it('needs an operator token: none, or one that is not live, is refused before anything changes', async () => {
    const openDb = jest.fn(async () => t.reopen!());
    const down = { url: 'http://127.0.0.1:9', fetch, openDb };
    await expect(
      runOperatorCommand({ action: 'show', merchant: 'DEMO' }, { ...down, token: null }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/OPERATOR_TOKEN/) });
    expect(openDb).not.toHaveBeenCalled();
    const before = await flags();
    await expect(
      runOperatorCommand(
        { action: 'maintenance', merchant: 'DEMO', on: !before!.maintenance },
        { ...down, token: 'ops_wrong' },
      ),
    ).rejects.toMatchObject({ code: 'OPERATOR_SESSION_REQUIRED' });
    expect(await flags()).toEqual(before);
  });

  it('applies the change to the database directly when no server answers', async () => {
    const result = await runOperatorCommand(
      { action: 'maintenance', merchant: 'DEMO', on: false },
      { url: 'http://127.0.0.1:9', token: OPS_TOKEN, fetch, openDb: async () => t.reopen!() },
    );
    expect(result.via).toBe('database');
    expect(await flags()).toEqual({ maintenance: false, region_restriction: false });
    const remote = await runOperatorCommand(
      { action: 'remote', merchant: 'DEMO', remote: 'mf-agent', enabled: false },
      { url: 'http://127.0.0.1:9', token: OPS_TOKEN, fetch, openDb: async () => t.reopen!() },
    );
    expect(remote.summary.remotes.find((r) => r.name === 'mf_agent')?.enabled).toBe(false);
    const social = await runOperatorCommand(
      {
        action: 'social',
        merchant: 'DEMO',
        provider: 'google',
        patch: { clientId: 'cli-client', clientSecret: 'cli-secret' },
      },
      { url: 'http://127.0.0.1:9', token: OPS_TOKEN, fetch, openDb: async () => t.reopen!() },
    );
    expect(social.summary.social.find((p) => p.provider === 'google')).toMatchObject({
      enabled: true,
      active: true,
      issuer: 'https://accounts.google.com',
      clientId: 'cli-client',
      clientSecretSet: true,
    });
    const text = formatSummary(social, 'http://127.0.0.1:9');
    expect(text).toMatch(/google +ON +https:\/\/accounts\.google\.com +client cli-client, secret set/);
    expect(text).toMatch(/facebook +off/);
    expect(text).not.toContain('cli-secret');
    const themed = await runOperatorCommand(
      { action: 'theme', merchant: 'LUCKY', patch: { tokens: { '--color-primary': '#9f7aea' } } },
      { url: 'http://127.0.0.1:9', token: OPS_TOKEN, fetch, openDb: async () => t.reopen!() },
    );
    expect(themed.summary.theme.tokens['--color-primary']).toBe('#9f7aea');
    expect(formatSummary(themed, 'http://127.0.0.1:9')).toMatch(
      /theme:\n {4}logo: {4}\/assets\/logo\/LUCKY\.svg\n {4}favicon: \/assets\/favicon\/LUCKY\.svg\n[^]*--color-primary: #9f7aea/,
    );
    await expect(
      runOperatorCommand(
        { action: 'theme', merchant: 'LUCKY', patch: { tokens: { '--colour': 'red' } } },
        { url: 'http://127.0.0.1:9', token: OPS_TOKEN, fetch, openDb: async () => t.reopen!() },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      runOperatorCommand(
        { action: 'show', merchant: 'NOPE' },
        { url: 'http://127.0.0.1:9', token: OPS_TOKEN, fetch, openDb: async () => t.reopen!() },
      ),
    ).rejects.toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
  });
});
