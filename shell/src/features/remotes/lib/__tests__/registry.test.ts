import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from 'shared-contracts';
import { reportRemoteHealth } from '../../../../api/report-remote-health';
import { HEALTH_FLUSH_DELAY_MS } from '../health-reporter';
import { loadParcel, registerEnabledRemotes, remoteVersion, reportMountError } from '../registry';
import { fallbackParcel } from '../runtime-plugins';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../../../../api/report-remote-health', () => ({ reportRemoteHealth: jest.fn() }));
jest.mock('../runtime-plugins', () => ({
  fallbackParcel: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() },
  fallbackPlugin: jest.fn(() => ({ name: 'f' })),
  retryPlugin: jest.fn(() => ({ name: 'r' })),
}));

const remotes: RemoteEntry[] = [
  { name: 'mf_games', entry: '/remotes/mf-games/1.1.0/mf-manifest.json', enabled: true, version: '1.1.0' },
  { name: 'mf_lottery', entry: '/remotes/mf-lottery/2.0.0/mf-manifest.json', enabled: true, version: '2.0.0' },
  { name: 'mf_auth', entry: '/remotes/mf-auth/mf-manifest.json', enabled: true, version: null },
  { name: 'mf_points', entry: '/remotes/mf-points/0.3.0/mf-manifest.json', enabled: false, version: '0.3.0' },
];
const parcel = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(reportRemoteHealth).mockResolvedValue(null);
});
afterEach(() => jest.useRealTimers());

describe('the remote registry’s versions and health counts', () => {
  it('keeps each enabled remote’s version, and reports loads, fallbacks and mount errors per version', async () => {
    registerEnabledRemotes(remotes);
    expect(remoteVersion('mf_games')).toBe('1.1.0');
    expect(remoteVersion('mf_auth')).toBeNull();
    expect(remoteVersion('mf_points')).toBeNull();

    jest.mocked(loadRemote).mockResolvedValueOnce(parcel);
    await expect(loadParcel('mf_games', 'Home')).resolves.toBe(parcel);
    reportMountError('mf_games');
    // errorLoadRemote's fallback, then a thrown load: both are load failures.
    jest.mocked(loadRemote).mockResolvedValueOnce(fallbackParcel);
    await expect(loadParcel('mf_lottery', 'Lottery')).resolves.toBe(fallbackParcel);
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('boom'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadParcel('mf_auth', 'AuthModals')).resolves.toBe(fallbackParcel);

    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
    expect(reportRemoteHealth).toHaveBeenCalledTimes(1);
    expect(reportRemoteHealth).toHaveBeenCalledWith(
      [
        { remote: 'mf_games', version: '1.1.0', loads: 1, loadFailures: 0, mountErrors: 1 },
        { remote: 'mf_lottery', version: '2.0.0', loads: 1, loadFailures: 1, mountErrors: 0 },
      ],
      false,
    );
  });

  it('reports a versioned remote whose load throws as a load failure (the API counts it for /metrics)', async () => {
    // A page of its own: the registry's reporter counts each kind once per remote per page.
    await jest.isolateModulesAsync(async () => {
      const runtime = await import('@module-federation/enhanced/runtime');
      const { reportRemoteHealth: report } = await import('../../../../api/report-remote-health');
      const registry = await import('../registry');
      jest.mocked(report).mockClear().mockResolvedValue(null);
      registry.registerEnabledRemotes(remotes);
      jest.mocked(runtime.loadRemote).mockRejectedValueOnce(new Error('remoteEntry.js answered 503'));
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { fallbackParcel: fallback } = await import('../runtime-plugins');
      await expect(registry.loadParcel('mf_games', 'Home')).resolves.toBe(fallback);

      jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
      expect(report).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledWith(
        [{ remote: 'mf_games', version: '1.1.0', loads: 1, loadFailures: 1, mountErrors: 0 }],
        false,
      );
    });
  });
});
