import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  permissionsOf,
  type OperatorMe,
  type OperatorRole,
  type Release,
  type ReleaseHealth,
  type Rollout,
} from 'shared-contracts';
import { haltCanary } from '../../../../api/halt-canary';
import { useReleases } from '../../../../api/list-releases';
import { useRollouts } from '../../../../api/list-rollouts';
import { pinRelease } from '../../../../api/pin-release';
import { promoteCanary } from '../../../../api/promote-canary';
import { rollbackRelease } from '../../../../api/rollback-release';
import { startCanary } from '../../../../api/start-canary';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { ReleasesPage } from '../releases-page';

jest.mock('../../../../api/list-rollouts', () => ({ useRollouts: jest.fn() }));
jest.mock('../../../../api/list-releases', () => ({ useReleases: jest.fn() }));
jest.mock('../../../../api/pin-release', () => ({ pinRelease: jest.fn() }));
jest.mock('../../../../api/start-canary', () => ({ startCanary: jest.fn() }));
jest.mock('../../../../api/promote-canary', () => ({ promoteCanary: jest.fn() }));
jest.mock('../../../../api/halt-canary', () => ({ haltCanary: jest.fn() }));
jest.mock('../../../../api/rollback-release', () => ({ rollbackRelease: jest.fn() }));

const rollout = (o: Partial<Rollout> & Pick<Rollout, 'remote'>): Rollout => ({
  merchant: 'LUCKY',
  enabled: true,
  stable: null,
  canary: null,
  previousStable: null,
  haltedAt: null,
  haltReason: null,
  updatedAt: '2026-11-29T06:00:00.000Z',
  ...o,
});
const list: Rollout[] = [
  rollout({ remote: 'mf_auth', stable: '0.1.0' }),
  rollout({
    remote: 'mf_games',
    stable: '1.1.0',
    previousStable: '1.0.0',
    canary: { version: '1.2.0', percent: 10 },
  }),
  rollout({
    remote: 'mf_lottery',
    stable: '2.0.0',
    canary: { version: '2.1.0', percent: 0 },
    haltedAt: '2026-11-29T05:40:00.000Z',
    haltReason: 'automatic: 9 of 20 loads failed (45.0 %) against 1.0 % on 2.0.0',
  }),
  rollout({ remote: 'mf_member', enabled: false }),
];
const health: ReleaseHealth[] = [
  { remote: 'mf_games', version: '1.1.0', loads: 200, loadFailures: 1, mountErrors: 1, failureRate: 0.01 },
  { remote: 'mf_games', version: '1.2.0', loads: 20, loadFailures: 3, mountErrors: 0, failureRate: 0.15 },
];
const release = (version: string): Release => ({
  remote: 'mf_games',
  version,
  exposes: ['Home'],
  shared: [],
  files: 12,
  bytes: 2_345_678,
  entry: `/remotes/mf-games/${version}/mf-manifest.json`,
  gitCommit: '3f9a1c2e9b',
  builtAt: '2026-11-28T10:00:00.000Z',
  publishedAt: '2026-11-28T11:00:00.000Z',
  publishedBy: 'operator:demo_owner',
  source: 'release',
});

const reload = jest.fn();
const me = (role: OperatorRole): OperatorMe => ({
  id: 7,
  username: `demo_${role}`,
  role,
  merchants: ['LUCKY'],
  scope: ['LUCKY'],
  permissions: permissionsOf(role),
});
function renderPage(role: OperatorRole = 'admin') {
  const value = {
    me: me(role),
    merchant: 'LUCKY',
    oneMerchant: 'LUCKY',
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <ReleasesPage />
    </OperatorProvider>,
  );
}
const card = (remote: string) => screen.getByTestId(`rollout-${remote}`);

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useRollouts).mockReturnValue({ data: { list, health }, loading: false, error: null, reload });
  jest
    .mocked(useReleases)
    .mockReturnValue({ data: { list: ['1.2.0', '1.1.0', '1.0.0'].map(release) }, loading: false, error: null, reload });
});

describe('the Releases page', () => {
  it('shows what the merchant runs of each remote, with health and halts', () => {
    renderPage();
    expect(useRollouts).toHaveBeenCalledWith('LUCKY');
    const games = within(card('mf_games'));
    expect(games.getByTestId('rollout-stable-mf_games').textContent).toBe('1.1.0');
    expect(games.getByTestId('rollout-canary-mf_games').textContent).toBe('1.2.0 on 10 %');
    expect(games.getByText('15.0 %')).toBeTruthy();
    expect(games.getByText('200')).toBeTruthy();
    expect(within(card('mf_member')).getByTestId('rollout-stable-mf_member').textContent).toBe(
      'No release yet: the unversioned build is served',
    );
    const halted = within(card('mf_lottery')).getByTestId('rollout-halted-mf_lottery');
    expect(halted.getAttribute('role')).toBe('alert');
    expect(halted.textContent).toContain('halted automatically');
    expect(halted.textContent).toContain('9 of 20 loads failed');
    // Cards follow the registry's order.
    const order = screen.getAllByTestId(/^rollout-mf_[a-z]+$/).map((e) => e.dataset.testid);
    expect(order).toEqual(['rollout-mf_auth', 'rollout-mf_games', 'rollout-mf_lottery', 'rollout-mf_member']);
  });

  it('offers the verbs that fit each rollout to releases.rollout only', () => {
    renderPage('admin');
    const games = within(card('mf_games'));
    for (const a of ['pin', 'canary', 'promote', 'halt', 'rollback'])
      expect(games.getByTestId(`rollout-action-${a}`)).toBeTruthy();
    const auth = within(card('mf_auth'));
    expect(auth.queryByTestId('rollout-action-rollback')).toBeNull();
    expect(auth.queryByTestId('rollout-action-promote')).toBeNull();
    expect(within(card('mf_lottery')).queryByTestId('rollout-action-halt')).toBeNull();
  });

  it('hides every verb from a role without releases.rollout', () => {
    renderPage('support');
    expect(screen.getByTestId('rollout-mf_games')).toBeTruthy();
    expect(screen.queryByTestId('rollout-action-rollback')).toBeNull();
    expect(screen.queryByTestId('rollout-action-pin')).toBeNull();
  });

  it('rolls back after a confirm that says what will happen, then reloads', async () => {
    jest.mocked(rollbackRelease).mockResolvedValue(list[1]!);
    renderPage();
    fireEvent.click(within(card('mf_games')).getByTestId('rollout-action-rollback'));
    expect((await screen.findByTestId('rollout-confirm')).textContent).toBe('LUCKY: mf_games goes back to 1.0.0.');
    fireEvent.click(within(screen.getByTestId('rollout-dialog')).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(rollbackRelease).toHaveBeenCalledWith('LUCKY', 'mf_games');
  });

  it('shows the server’s refusal in the dialog', async () => {
    jest.mocked(haltCanary).mockRejectedValue(
      new ApiError('ROLLOUT_CONFLICT', 'err_rollout_conflict', 409, '/ops/rollouts/mf_games/halt', {
        detail: 'no canary',
      }),
    );
    renderPage();
    fireEvent.click(within(card('mf_games')).getByTestId('rollout-action-halt'));
    fireEvent.click(within(await screen.findByTestId('rollout-dialog')).getByRole('button', { name: 'Halt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This cannot be done in the rollout’s present state (no canary)',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('validates the canary’s share, then starts it with the chosen version', async () => {
    jest.mocked(startCanary).mockResolvedValue(list[1]!);
    renderPage();
    fireEvent.click(within(card('mf_games')).getByTestId('rollout-action-canary'));
    const dialog = within(await screen.findByTestId('rollout-dialog'));
    // The running stable is not offered.
    const options = dialog.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Choose a version…', '1.2.0', '1.0.0']);
    fireEvent.change(dialog.getByTestId('rollout-version'), { target: { value: '1.2.0' } });
    const percent = dialog.getByTestId('rollout-percent');
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.blur(percent);
    fireEvent.click(dialog.getByRole('button', { name: 'Canary' }));
    expect(await dialog.findByText('Give a whole number from 1 to 100')).toBeTruthy();
    expect(startCanary).not.toHaveBeenCalled();
    fireEvent.change(percent, { target: { value: '25' } });
    expect(dialog.getByTestId('rollout-confirm').textContent).toBe(
      'LUCKY: mf_games 1.2.0 runs for 25 % of visitors; the others keep 1.1.0.',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Canary' }));
    await waitFor(() => expect(startCanary).toHaveBeenCalledWith('LUCKY', 'mf_games', '1.2.0', 25));
    expect(reload).toHaveBeenCalled();
  });

  it('pins a version and promotes a canary through their own calls', async () => {
    jest.mocked(pinRelease).mockResolvedValue(list[1]!);
    jest.mocked(promoteCanary).mockResolvedValue(list[1]!);
    renderPage();
    fireEvent.click(within(card('mf_games')).getByTestId('rollout-action-pin'));
    let dialog = within(await screen.findByTestId('rollout-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Pin' }));
    expect(await dialog.findByText('Choose a version')).toBeTruthy();
    fireEvent.change(dialog.getByTestId('rollout-version'), { target: { value: '1.0.0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(pinRelease).toHaveBeenCalledWith('LUCKY', 'mf_games', '1.0.0'));
    await waitFor(() => expect(screen.queryByTestId('rollout-dialog')).toBeNull());
    fireEvent.click(within(card('mf_games')).getByTestId('rollout-action-promote'));
    dialog = within(await screen.findByTestId('rollout-dialog'));
    expect(dialog.getByTestId('rollout-confirm').textContent).toBe(
      'LUCKY: mf_games 1.2.0 becomes the stable for every visitor.',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(promoteCanary).toHaveBeenCalledWith('LUCKY', 'mf_games'));
  });

  it('lists a remote’s versions on demand, with its empty state', () => {
    renderPage();
    fireEvent.click(screen.getByTestId('rollout-versions-toggle-mf_games'));
    const versions = within(screen.getByTestId('rollout-versions-mf_games'));
    expect(versions.getAllByText('1.2.0').length).toBeGreaterThan(0);
    expect(versions.getAllByText('2.2 MB').length).toBe(3);
    expect(versions.getAllByText('3f9a1c2e').length).toBe(3);
    jest.mocked(useReleases).mockReturnValue({ data: { list: [] }, loading: false, error: null, reload });
    fireEvent.click(screen.getByTestId('rollout-versions-toggle-mf_auth'));
    expect(
      within(screen.getByTestId('rollout-versions-mf_auth')).getByText(
        'No release yet: the unversioned build is served',
      ),
    ).toBeTruthy();
  });

  it('shows the loading, empty and error states of the list', () => {
    jest.mocked(useRollouts).mockReturnValue({ data: null, loading: true, error: null, reload });
    const { unmount } = renderPage();
    expect(within(screen.getByTestId('rollouts')).getByRole('status').getAttribute('aria-busy')).toBe('true');
    unmount();
    jest.mocked(useRollouts).mockReturnValue({ data: { list: [], health: [] }, loading: false, error: null, reload });
    const empty = renderPage();
    expect(within(screen.getByTestId('rollouts')).getByText('No remotes')).toBeTruthy();
    empty.unmount();
    jest.mocked(useRollouts).mockReturnValue({
      data: null,
      loading: false,
      error: new ApiError('NETWORK', 'err_network', 0, '/ops/rollouts'),
      reload,
    });
    renderPage();
    expect(within(screen.getByTestId('rollouts')).getByText('Network link is abnormal, please try again')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('rollouts')).getByRole('button'));
    expect(reload).toHaveBeenCalled();
  });
});
