import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, initI18n, session, type HeaderState, type PermissionConfig, type RemoteName } from 'shared-contracts';
import { ShellProvider } from '../../../../hooks/use-shell';
import { useBadges } from '../../api/get-badges';
import { useHeaderState } from '../../api/get-header-state';
import { useMemberIcon } from '../../api/get-member-icon';
import { Header } from '../header';

jest.mock('../../api/get-header-state');
jest.mock('../../api/get-badges');
jest.mock('../../api/get-member-icon');

const headerState = useHeaderState as jest.MockedFunction<typeof useHeaderState>;
const badgesCall = useBadges as jest.MockedFunction<typeof useBadges>;
const memberIcon = useMemberIcon as jest.MockedFunction<typeof useMemberIcon>;

const STATE: HeaderState = {
  balance: 123456,
  currencySymbol: '₫',
  vipLabel: null,
  unreadMessages: 0,
  availablePromos: 0,
  pointsEnabled: false,
  pointsBalance: 0,
};
const ALL: RemoteName[] = ['mf_auth', 'mf_games', 'mf_member', 'mf_agent', 'mf_points'];
const reloadState = jest.fn();
const reloadBadges = jest.fn();

function mockCalls(state: Partial<HeaderState>, badges = { rewards: 0, missions: 0, messages: 0 }) {
  headerState.mockReturnValue({ state: { ...STATE, ...state }, reload: reloadState, loading: false });
  badgesCall.mockReturnValue({ data: badges, error: null, loading: false, reload: reloadBadges });
  memberIcon.mockReturnValue({ data: null, error: null, loading: false, reload: jest.fn() });
}

/** The window's width, as the media queries `usePhone`/`useWide` read see it. */
function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const [, kind, px] = /\((max|min)-width: (\d+)px\)/.exec(query) ?? [];
    return {
      matches: kind === 'max' ? width <= Number(px) : width >= Number(px),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}

function renderHeader({ agent = false, trial = false, blog = false } = {}) {
  session.set('token', 'tok');
  session.set('account', 'demo_player');
  session.set('isAgent', agent);
  session.set('isTrial', trial);
  const config = {
    merchantName: 'Demo',
    theme: { tokens: {}, logoUrl: '', faviconUrl: '' },
    resources: blog ? { BLOG: { url: 'https://blog.example' } } : {},
    customerService: {
      url: 'https://help.example',
      hours: { days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', timeZone: 'Asia/Ho_Chi_Minh' },
    },
    whitelabel: [],
    languages: ['EN'],
  } as unknown as PermissionConfig;
  return render(
    <MemoryRouter>
      <ShellProvider value={{ config, enabled: new Set(ALL), lanes: [] }}>
        <Header />
      </ShellProvider>
    </MemoryRouter>,
  );
}

/** Opens the avatar menu (Radix opens it on Enter) and answers its entries' names. */
function openMenu(): HTMLElement {
  const trigger = screen.getByRole('button', { name: /^Account menu/ });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getByRole('menu');
}
const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1366);
});

describe('header points and VIP label (desktop)', () => {
  it('shows the whole points, linking to the points mall, when the points system is on and the balance is above 0', () => {
    mockCalls({ pointsEnabled: true, pointsBalance: 12345 });
    renderHeader();
    const points = screen.getByTestId('points');
    expect(points.textContent).toBe('Points: 12,345');
    expect(points.getAttribute('href')).toBe('/pointMall');
  });

  it('hides the points when the system is off or the balance is 0', () => {
    mockCalls({ pointsEnabled: false, pointsBalance: 500 });
    const { unmount } = renderHeader();
    expect(screen.queryByTestId('points')).toBeNull();
    unmount();
    mockCalls({ pointsEnabled: true, pointsBalance: 0 });
    renderHeader();
    expect(screen.queryByTestId('points')).toBeNull();
  });

  it('shows the VIP label beside the account name, linking to the VIP section; none without a label', () => {
    mockCalls({ vipLabel: 'VIP 3' });
    const { unmount } = renderHeader();
    const vip = screen.getByTestId('vip-label');
    expect(vip.textContent).toBe('VIP level: VIP 3');
    expect(vip.getAttribute('href')).toBe('/member?page=securityCenter');
    expect(screen.getByText('demo_player')).toBeTruthy();
    unmount();
    mockCalls({ vipLabel: null });
    renderHeader();
    expect(screen.queryByTestId('vip-label')).toBeNull();
  });

  it('a trial asks for no badges and shows no points or VIP label', () => {
    mockCalls({ pointsEnabled: true, pointsBalance: 900, vipLabel: 'VIP 1' }, { rewards: 2, missions: 1, messages: 0 });
    renderHeader({ trial: true });
    expect(headerState).toHaveBeenCalledWith(false);
    expect(badgesCall).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('points')).toBeNull();
    expect(screen.queryByTestId('vip-label')).toBeNull();
    expect(screen.queryByTestId('avatar-badge')).toBeNull();
  });
});

describe('avatar menu badges and entries', () => {
  it('shows the total on the avatar and each count on its entry', () => {
    mockCalls({ unreadMessages: 4 }, { rewards: 2, missions: 3, messages: 4 });
    renderHeader();
    expect(badgesCall).toHaveBeenCalledWith(true);
    expect(screen.getByTestId('avatar-badge').textContent).toBe('9');
    expect(screen.getByRole('button', { name: 'Account menu (9 new)' })).toBeTruthy();
    const menu = openMenu();
    expect(within(menu).getByTestId('badge-rewards').textContent).toBe('2');
    expect(within(menu).getByTestId('badge-missions').textContent).toBe('3');
    expect(within(menu).getByTestId('badge-messages').textContent).toBe('4');
    expect(within(menu).getByTestId('badge-rewards').getAttribute('aria-label')).toBe('2 rewards to claim');
  });

  it('no counts: no avatar badge, no missions or messages entries', () => {
    mockCalls({}, { rewards: 0, missions: 0, messages: 0 });
    renderHeader();
    expect(screen.queryByTestId('avatar-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    const menu = openMenu();
    expect(within(menu).queryByTestId('badge-rewards')).toBeNull();
    expect(entries(menu)).toEqual([
      'Reward center',
      'Announcements',
      'Betting record',
      'Account record',
      'Feedback',
      'Customer service',
      'Download the app',
      'Sign out',
    ]);
  });

  it("an agent's menu has the agent entry; a blog resource adds the blog", () => {
    mockCalls({});
    renderHeader({ agent: true, blog: true });
    expect(entries(openMenu())).toEqual([
      'Reward center',
      'Announcements',
      'Betting record',
      'Account record',
      'Feedback',
      'Customer service',
      'Download the app',
      'Agent',
      'Blog',
      'Sign out',
    ]);
  });

  it('announcements opens the publicModal through mf-member', () => {
    mockCalls({});
    renderHeader();
    const opened = jest.fn();
    const off = bus.on('member:open', opened);
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Announcements' }));
    expect(opened).toHaveBeenCalledWith({ modal: 'announcements' });
    off();
  });

  it('reloads the badges when rewards, messages or the balance move, and the header state when points move', () => {
    mockCalls({});
    renderHeader();
    act(() => bus.emit('rewards:changed', {}));
    expect(reloadBadges).toHaveBeenCalledTimes(1);
    expect(reloadState).toHaveBeenCalledTimes(1);
    act(() => bus.emit('balance:changed', {}));
    expect(reloadBadges).toHaveBeenCalledTimes(2);
    act(() => bus.emit('points:changed', {}));
    expect(reloadState).toHaveBeenCalledTimes(3); // the balance component reloaded it on balance:changed too
    act(() => bus.emit('messages:changed', {}));
    expect(reloadBadges).toHaveBeenCalledTimes(3);
  });
});

describe('phone header (375 px)', () => {
  beforeEach(() => setWidth(375));

  it('keeps points and the VIP label out of the bar and puts them at the head of the avatar menu', () => {
    mockCalls(
      { pointsEnabled: true, pointsBalance: 2500, vipLabel: 'VIP 2' },
      { rewards: 1, missions: 0, messages: 0 },
    );
    renderHeader();
    expect(screen.queryByTestId('points')).toBeNull();
    expect(screen.queryByText('demo_player')).toBeNull();
    const menu = openMenu();
    const items = entries(menu);
    expect(items.slice(0, 4)).toEqual(['demo_playerVIP 2', 'Points: 2,500', 'Withdrawal', 'Reward center1']);
    expect(within(menu).getByTestId('vip-label').textContent).toBe('VIP 2');
  });

  it('no points entry when the balance is 0, no VIP badge without a label', () => {
    mockCalls({ pointsEnabled: true, pointsBalance: 0, vipLabel: null });
    renderHeader();
    const menu = openMenu();
    expect(entries(menu).slice(0, 3)).toEqual(['demo_player', 'Withdrawal', 'Reward center']);
    expect(within(menu).queryByTestId('vip-label')).toBeNull();
  });
});

describe('narrow desktop (1000 px)', () => {
  beforeEach(() => setWidth(1000));

  it('keeps the shortcuts in the bar and moves the account, VIP label and points into the menu head', () => {
    mockCalls({ pointsEnabled: true, pointsBalance: 70, vipLabel: 'VIP 1' });
    renderHeader();
    expect(screen.getByRole('button', { name: 'Withdrawal' })).toBeTruthy();
    expect(screen.queryByTestId('points')).toBeNull();
    expect(screen.queryByText('demo_player')).toBeNull();
    expect(entries(openMenu()).slice(0, 3)).toEqual(['demo_playerVIP 1', 'Points: 70', 'Reward center']);
  });
});
