import { render, screen, within } from '@testing-library/react';
import { ApiError, permissionsOf, type OperatorMe, type OperatorRole } from 'shared-contracts';
import { getMe } from '../../api/get-me';
import { startI18n } from '../../config/i18n';
import { App } from '../app';

jest.mock('../../api/get-me', () => ({ getMe: jest.fn() }));

const me = (role: OperatorRole): OperatorMe => ({
  id: 7,
  username: `demo_${role}`,
  role,
  merchants: ['DEMO'],
  scope: ['DEMO'],
  permissions: permissionsOf(role),
});

beforeAll(() => startI18n());
beforeEach(() => window.history.pushState({}, '', '/console/'));

describe('the console', () => {
  it('asks for a sign-in when there is no operator session', async () => {
    jest.mocked(getMe).mockRejectedValue(new ApiError('UNAUTHORIZED', 'err_not_logged_in', 401, '/ops/session'));
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('shows support only the sections its permissions open, and opens the first of them', async () => {
    jest.mocked(getMe).mockResolvedValue(me('support'));
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Money desk',
      'Players',
      'KYC review',
      'Feedback',
      'Restricted persons',
      'Brands',
      'Brand look',
      'Settings',
      'Games',
      'Sportsbook fixtures',
      'Content',
      'Engagement',
      'Lottery',
      'Agency',
      'Releases',
      'Outbox',
      'My account',
    ]);
    // Listed under their group's heading; a group the role has no section of (Overview, for support) is left out.
    expect(within(nav).getByRole('list', { name: 'Brand' })).toBeTruthy();
    expect(within(nav).getByRole('list', { name: 'Platform' })).toBeTruthy();
    expect(within(nav).queryByRole('list', { name: 'Overview' })).toBeNull();
    expect(await screen.findByTestId('desk-page')).toBeTruthy();
    expect(screen.getByTestId('operator-who').textContent).toContain('demo_support');
  });

  it('shows finance the money sections but not the audit log or operator accounts', async () => {
    jest.mocked(getMe).mockResolvedValue(me('finance'));
    window.history.pushState({}, '', '/console/audit');
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Reports',
      'Money desk',
      'Deposits',
      'Players',
      'KYC review',
      'Brands',
      'Brand look',
      'Settings',
      'Money settings',
      'Games',
      'Sportsbook fixtures',
      'Lottery',
      'Agency',
      'My account',
    ]);
    // An address the role cannot open says so (the API refuses the calls anyway).
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
  });
});
