import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, initI18n, session, setPermissionConfig, type ParcelProps, type PermissionConfig } from 'shared-contracts';
import { useConsolidated } from '../../../../api/get-consolidated';
import '../../../../config/i18n';
import { AgentCenterPage } from '../agent-center-page';

jest.mock('../../../../api/get-consolidated');
const consolidated = useConsolidated as jest.MockedFunction<typeof useConsolidated>;
type State = ReturnType<typeof useConsolidated>;
type Flags = Pick<NonNullable<State['data']>, 'enableCt' | 'dailySalary' | 'hourSalary' | 'salary'>;

const flags = (on: Partial<Flags> = {}) =>
  consolidated.mockReturnValue({
    data: {
      balance: 100_000,
      currency: 'VND',
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      enableCt: false,
      dailySalary: false,
      hourSalary: false,
      salary: false,
      ...on,
    },
    loading: false,
    error: null,
    reload: jest.fn(),
  });

const mount = (search = '', navigate = jest.fn(), pages: Parameters<typeof AgentCenterPage>[0]['pages'] = {}) => {
  const props: ParcelProps = {
    bus,
    session,
    navigate,
    basePath: '/agentHome',
    location: { pathname: '/agentHome', search, hash: '' },
    lang: 'EN',
  };
  render(<AgentCenterPage {...props} pages={pages} />);
  return navigate;
};
const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'Agent center menu' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('agent centre', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    consolidated.mockReset();
    flags();
  });
  afterEach(() => {
    cleanup();
    session.clearSession();
    setPermissionConfig(null as unknown as PermissionConfig);
  });

  it('sends a non-agent to the agent login page without loading anything', () => {
    session.set('isAgent', false);
    const navigate = mount();
    expect(navigate).toHaveBeenCalledWith('/agent');
    expect(screen.queryByTestId('agent-center')).toBeNull();
    expect(consolidated).toHaveBeenCalledWith(false);
  });

  it('shows the GMT offset, the clock, the account and the team overview by default; signs out without asking', () => {
    session.set('isAgent', true);
    session.set('nickname', 'Demo Agent');
    const logout = jest.fn();
    const off = bus.on('auth:logout-request', logout);
    mount('', jest.fn(), { agentTeamOverview: <p>overview body</p> });
    const page = screen.getByTestId('agent-center');
    expect(page.textContent).toMatch(/GMT[+-]\d\d:\d\d/);
    expect(page.querySelector('time')).not.toBeNull();
    expect(page.textContent).toContain('Demo Agent');
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('overview body')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledWith({ confirm: false });
    off();
  });

  it('hides the salary and dividend pages when their flags are off', () => {
    session.set('isAgent', true);
    mount();
    expect(menuNames()).toEqual([
      'Deposit',
      'Withdraw',
      'Announcements',
      'Team overview',
      'Register account',
      'Team management',
      'Team betting',
      'User loss',
      'My income',
      'Account details',
      'Platform messages',
    ]);
  });

  it('shows each contract page whose flag is on, in menu order', () => {
    session.set('isAgent', true);
    flags({ enableCt: true, hourSalary: true });
    mount();
    const names = menuNames();
    expect(names.slice(-3)).toEqual(['Dividend', 'Hourly salary', 'Platform messages']);
    expect(names).not.toContain('Daily salary');
    expect(names).not.toContain('Real-time salary');
  });

  it('opens a switched-off contract page as the team overview', () => {
    session.set('isAgent', true);
    mount('?page=agentDailyWages2', jest.fn(), { agentDailyWages2: <p>wages</p> });
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
    expect(screen.queryByText('wages')).toBeNull();
  });

  it('renders the page `?page=` names in the panel and navigates inside the app', () => {
    session.set('isAgent', true);
    flags({ dailySalary: true });
    const navigate = mount('?page=agentDailyWages2', jest.fn(), { agentDailyWages2: <p>wages</p> });
    expect(screen.getByRole('heading', { level: 1, name: 'Daily salary' })).toBeTruthy();
    expect(screen.getByText('wages')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'User loss' }));
    expect(navigate).toHaveBeenCalledWith('/agentHome?page=palStatementsAgentCopy');
  });

  it('opens deposit, withdraw and messages in the shell’s right-hand panel, staying where it was', () => {
    session.set('isAgent', true);
    const opened = jest.fn();
    const off = bus.on('panel:open', opened);
    const navigate = mount('?page=agentRevenueReport', jest.fn(), { agentRevenueReport: <p>income</p> });
    for (const [name, page, href] of [
      ['Deposit', 'deposit', '/member?page=depositv2'],
      ['Withdraw', 'withdraw', '/member?page=withdraw'],
      ['Platform messages', 'messages', '/member?page=messageV2'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      // The link still names the member centre's page (a new tab opens it there) and says it opens a dialog.
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('aria-haspopup')).toBe('dialog');
      fireEvent.click(link);
      expect(opened).toHaveBeenLastCalledWith({ panel: 'member', page });
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('income')).toBeTruthy();
    // A modified click is left to the browser.
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }), { ctrlKey: true });
    expect(opened).toHaveBeenCalledTimes(3);
    off();
  });

  it('waits for the flags before showing a contract page, and offers a retry when they fail', () => {
    session.set('isAgent', true);
    const reload = jest.fn();
    consolidated.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as State['error'], reload });
    mount('?page=agentRealtimeSalary');
    expect(screen.getByRole('heading', { level: 1, name: 'Real-time salary' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('links customer service to the merchant’s service page in a new tab', () => {
    session.set('isAgent', true);
    setPermissionConfig({
      customerService: {
        url: 'https://help.example/chat',
        hours: { days: [], from: '12:00', to: '21:00', timeZone: 'UTC' },
      },
    } as unknown as PermissionConfig);
    mount();
    const service = screen.getByRole('link', { name: 'Customer service' });
    expect(service.getAttribute('href')).toBe('https://help.example/chat');
    expect(service.getAttribute('target')).toBe('_blank');
  });
});
