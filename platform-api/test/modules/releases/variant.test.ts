/** Unit: the bucket's spread and stickiness, and a visitor's variant from the rollout rows. */
import { randomBytes } from 'node:crypto';
import { inCanary, releaseBucket, REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from 'shared-contracts';
import type { RolloutRow } from '../../../src/modules/releases/rollout-repository';
import { variantFor } from '../../../src/modules/releases/variant';

const vid = () => randomBytes(16).toString('base64url');
/** The folder store's manifest URL (the service passes its store's). */
const entryOf = (remote: RemoteName, version: string) =>
  `/remotes/${REMOTE_PACKAGES[remote]}/${version}/mf-manifest.json`;
const row = (remote: RolloutRow['remote'], stable: string, canary: [string, number] | null = null): RolloutRow => ({
  merchantId: 1,
  remote,
  stable,
  canaryVersion: canary?.[0] ?? null,
  canaryPercent: canary?.[1] ?? 0,
  haltedAt: null,
  haltReason: null,
  updatedAt: new Date(),
});

describe('release buckets', () => {
  const ids = Array.from({ length: 10_000 }, vid);

  it('spreads visitors evenly over 0–99 for every remote', () => {
    for (const remote of REMOTE_NAMES) {
      const counts = new Array<number>(10).fill(0);
      for (const id of ids) counts[Math.floor(releaseBucket(id, remote) / 10)]!++;
      // 1,000 expected per tenth; a fair hash stays well within ± 15 %.
      for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
    }
  });

  it('keeps a visitor in a canary that grows, and draws each remote’s share on its own', () => {
    for (const id of ids.slice(0, 1000))
      if (inCanary(id, 'mf_games', 10)) expect(inCanary(id, 'mf_games', 40)).toBe(true);
    const both = ids.filter((id) => inCanary(id, 'mf_games', 50) && inCanary(id, 'mf_member', 50)).length;
    expect(both / ids.length).toBeGreaterThan(0.2);
    expect(both / ids.length).toBeLessThan(0.3);
  });
});

describe('variantFor', () => {
  it('gives the stable, or the canary to the visitors in its share, and keys the canaries the visitor is in', () => {
    const rows = [row('mf_member', '2.0.0', ['2.1.0', 100]), row('mf_games', '1.0.0', ['1.1.0', 100])];
    expect(variantFor(rows, vid(), entryOf)).toEqual({
      key: 'c:mf_games,mf_member',
      remotes: {
        mf_games: { version: '1.1.0', entry: '/remotes/mf-games/1.1.0/mf-manifest.json' },
        mf_member: { version: '2.1.0', entry: '/remotes/mf-member/2.1.0/mf-manifest.json' },
      },
    });
  });

  it('ignores a halted canary and leaves remotes without a rollout row out', () => {
    const v = variantFor([row('mf_games', '1.0.0', ['1.1.0', 0])], vid(), entryOf);
    expect(v).toEqual({
      key: '',
      remotes: { mf_games: { version: '1.0.0', entry: '/remotes/mf-games/1.0.0/mf-manifest.json' } },
    });
  });

  it('puts a visitor in the canary exactly when its bucket is below the percent', () => {
    for (let i = 0; i < 200; i++) {
      const id = vid();
      const v = variantFor([row('mf_games', '1.0.0', ['1.1.0', 30])], id, entryOf);
      expect(v.key === 'c:mf_games').toBe(releaseBucket(id, 'mf_games') < 30);
    }
  });
});
