import { fireEvent, render, screen } from '@testing-library/react';
import { bus, initI18n, session, type ParcelProps } from 'shared-contracts';
import '../../../../config/i18n';
import { MemberCenterPage } from '../member-center-page';

const props = (search: string, navigate = jest.fn()): ParcelProps => ({
  bus,
  session,
  navigate,
  basePath: '/member',
  location: { pathname: '/member', search, hash: '' },
  lang: 'EN',
});

describe('member centre', () => {
  beforeAll(() => initI18n('EN'));

  it('lists every page as a link in its menu and marks the current one', () => {
    render(<MemberCenterPage {...props('?page=transferFund')} pages={{ transferFund: <p>wallet body</p> }} />);
    const menu = screen.getByRole('navigation', { name: 'Member center menu' });
    const links = menu.querySelectorAll('a');
    expect(links).toHaveLength(15);
    const wallet = screen.getByRole('link', { name: 'Wallet' });
    expect(wallet.getAttribute('aria-current')).toBe('page');
    expect(wallet.getAttribute('href')).toBe('/member?page=transferFund');
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeTruthy();
    expect(screen.getByText('wallet body')).toBeTruthy();
  });

  it('opens securityCenter by default and navigates inside the app on a plain click', () => {
    const navigate = jest.fn();
    render(<MemberCenterPage {...props('', navigate)} />);
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(navigate).toHaveBeenCalledWith('/member?page=depositv2');
  });

  it('shows a count next to a page when there is one (unread messages)', () => {
    const { rerender } = render(<MemberCenterPage {...props('')} badges={{ messageV2: 3 }} />);
    expect(screen.getByRole('link', { name: 'Platform information 3 new' })).toBeTruthy();
    rerender(<MemberCenterPage {...props('')} badges={{ messageV2: 0 }} />);
    expect(screen.getByRole('link', { name: 'Platform information' }).textContent).toBe('Platform information');
  });

  it('shows an empty state for a page that has no body yet', () => {
    render(<MemberCenterPage {...props('?page=referral')} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('Nothing to show here yet.');
  });
});
