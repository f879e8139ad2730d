import type { AddressInfo } from 'node:net';
import type { Release, Rollout } from 'shared-contracts';
import { formatRemoteResult, formatRollout, parseRemoteArgs, runRemoteCommand } from '../../src/cli/operator-remote';
import { OPS_TOKEN, setupApp, type TestApp } from '../helpers/app';
import { BACKENDS } from '../helpers/db';
import { seedRelease } from '../helpers/rollouts';

describe('parseRemoteArgs', () => {
  it.each([
    ['versions mf-games', { action: 'versions', merchant: 'DEMO', remote: 'mf_games' }],
    ['pin mf_games 1.2.0 --merchant LUCKY', { action: 'pin', merchant: 'LUCKY', remote: 'mf_games', version: '1.2.0' }],
    [
      'canary mf-member 2.0.0-rc.1 --percent=25',
      { action: 'canary', merchant: 'DEMO', remote: 'mf_member', version: '2.0.0-rc.1', percent: 25 },
    ],
    ['promote mf-games --merchant=LUCKY', { action: 'promote', merchant: 'LUCKY', remote: 'mf_games' }],
    ['halt mf-games', { action: 'halt', merchant: 'DEMO', remote: 'mf_games' }],
    ['rollback mf-lottery', { action: 'rollback', merchant: 'DEMO', remote: 'mf_lottery' }],
  ])('%s', (line, expected) => {
    expect(parseRemoteArgs(line.split(' '), 'DEMO')).toEqual(expected);
  });

  it.each([
    '',
    'versions',
    'versions mf-nope',
    'pin mf-games',
    'pin mf-games latest',
    'canary mf-games 1.0.0',
    'canary mf-games 1.0.0 --percent 0',
    'canary mf-games 1.0.0 --percent 101',
    'pin mf-games 1.0.0 --percent 5',
    'promote mf-games 1.0.0',
    'halt mf-games --bogus x',
    'rollback mf-games --merchant',
  ])('refuses %j', (line) => {
    expect(parseRemoteArgs(line ? line.split(' ') : [], 'DEMO')).toHaveProperty('error');
  });
});

describe('formatRemoteResult', () => {
  const rollout: Rollout = {
    merchant: 'LUCKY',
    remote: 'mf_games',
    enabled: true,
    stable: '1.0.0',
    canary: { version: '1.1.0', percent: 30 },
    previousStable: '0.9.0',
    haltedAt: null,
    haltReason: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const release = (version: string): Release => ({
    remote: 'mf_games',
    version,
    exposes: ['Home'],
    shared: [],
    files: 3,
    bytes: 1000,
    entry: `/remotes/mf-games/${version}/mf-manifest.json`,
    gitCommit: '3f9a1c2e11',
    builtAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-02T00:00:00.000Z',
    publishedBy: 'operator:demo_owner',
    source: 'release',
  });

  it('prints the rollout on one line, a halted canary with its reason', () => {
    expect(formatRollout(rollout)).toBe('LUCKY mf_games: stable 1.0.0, canary 1.1.0 on 30 %, rollback to 0.9.0');
    const halted = { ...rollout, canary: { version: '1.1.0', percent: 0 }, haltReason: 'operator: x', enabled: false };
    expect(formatRollout(halted)).toBe(
      'LUCKY mf_games: stable 1.0.0, canary 1.1.0 HALTED (operator: x), rollback to 0.9.0 [remote disabled]',
    );
  });

  it('lists the versions, marking the stable and the canary', () => {
    const text = formatRemoteResult({ action: 'versions', releases: [release('1.1.0'), release('1.0.0')], rollout });
    expect(text.split('\n')).toEqual([
      'LUCKY mf_games: stable 1.0.0, canary 1.1.0 on 30 %, rollback to 0.9.0',
      'versions, newest first:',
      expect.stringMatching(
        /^ {2}1\.1\.0\s+release 2026-01-02T00:00:00.000Z {2}operator:demo_owner {2}3f9a1c2e {2}canary 30 %$/,
      ),
      expect.stringMatching(/^ {2}1\.0\.0\s+release .* {2}stable$/),
    ]);
  });
});

describe('operator remote (through the server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!);
    for (const v of ['1.0.0', '1.1.0']) await seedRelease(t.db, 'mf_games', v);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('pins, starts a canary and promotes as the token’s operator; a refusal carries its code', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const deps = { url, token: OPS_TOKEN, fetch, openDb: jest.fn() };
    const L = { merchant: 'LUCKY', remote: 'mf_games' as const };
    await runRemoteCommand({ action: 'pin', ...L, version: '1.0.0' }, deps);
    const canary = await runRemoteCommand({ action: 'canary', ...L, version: '1.1.0', percent: 10 }, deps);
    expect(formatRemoteResult(canary)).toBe('LUCKY mf_games: stable 1.0.0, canary 1.1.0 on 10 %');
    const promoted = await runRemoteCommand({ action: 'promote', ...L }, deps);
    expect(formatRemoteResult(promoted)).toBe('LUCKY mf_games: stable 1.1.0, no canary, rollback to 1.0.0');
    await expect(runRemoteCommand({ action: 'halt', ...L }, deps)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ROLLOUT_CONFLICT',
    });
    const { rows } = await t.db.query('SELECT actor, action FROM operator_audit WHERE subject_id = $1 ORDER BY id', [
      'LUCKY:mf_games',
    ]);
    expect(rows).toEqual([
      { actor: 'demo_owner', action: 'release.pin' },
      { actor: 'demo_owner', action: 'release.canary' },
      { actor: 'demo_owner', action: 'release.promote' },
    ]);
    expect(deps.openDb).not.toHaveBeenCalled();
  });

  it('says so when no server answers', async () => {
    const deps = {
      url: 'http://127.0.0.1:9',
      token: OPS_TOKEN,
      fetch: () => Promise.reject(new Error('x')),
      openDb: jest.fn(),
    };
    await expect(
      runRemoteCommand({ action: 'halt', merchant: 'DEMO', remote: 'mf_games' }, deps),
    ).rejects.toMatchObject({
      code: 'SERVER_UNREACHABLE',
    });
  });
});
