import { render, screen } from '@testing-library/react';
import { bus, session, type MemberPanelPage, type PanelParcelProps } from 'shared-contracts';
import { MemberPanel } from '../member-panel';

// The member centre's own pages, stubbed: the panel must show those, not copies.
jest.mock('../lazy-pages', () => ({
  DepositPage: ({ search, navigate }: { search: string; navigate: (to: string) => void }) => (
    <button type="button" onClick={() => navigate('/member?page=securityCenter')}>
      deposit page [{search}]
    </button>
  ),
  WithdrawPage: () => <p>withdraw page</p>,
  later: (page: unknown) => page,
}));
jest.mock('../../features/messages/components/messages-page', () => ({ MessagesPage: () => <p>messages page</p> }));

const props = (page: MemberPanelPage, navigate = jest.fn()): PanelParcelProps => ({
  bus,
  session,
  navigate,
  basePath: '/agentHome',
  location: { pathname: '/agentHome', search: '?page=agentRevenueReport', hash: '' },
  lang: 'EN',
  page,
});

describe('the member panel parcel', () => {
  it('shows the member centre’s deposit page, with no `?deposit=` of the agent centre’s URL and its navigate', () => {
    const navigate = jest.fn();
    render(<MemberPanel {...props('deposit', navigate)} />);
    expect(screen.getByTestId('member-panel-deposit')).toBeTruthy();
    screen.getByRole('button', { name: 'deposit page []' }).click();
    expect(navigate).toHaveBeenCalledWith('/member?page=securityCenter');
  });

  it.each([
    ['withdraw', 'withdraw page'],
    ['messages', 'messages page'],
  ] as const)('shows the member centre’s %s page', (page, text) => {
    render(<MemberPanel {...props(page)} />);
    expect(screen.getByTestId(`member-panel-${page}`).textContent).toBe(text);
  });
});
