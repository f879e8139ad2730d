import { render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { usePointsTransactions } from '../../api/list-points-transactions';
import { DetailsTab } from '../details-tab';
import { HelpTab } from '../help-tab';
import { answer, CONFIG, page } from './fixtures';

jest.mock('../../api/list-points-transactions');
const lines = usePointsTransactions as jest.MockedFunction<typeof usePointsTransactions>;
const at = '2026-12-01T10:00:00.000Z';

describe('points details and help', () => {
  beforeAll(() => initI18n('EN'));

  it('names each movement with its signed points and the balance after', () => {
    lines.mockReturnValue(
      answer(
        page([
          { id: 4, type: 'POINTS_CONVERT' as const, amount: -1_200, balanceAfter: 300, createdAt: at },
          { id: 3, type: 'POINTS_REDEEM_REFUND' as const, amount: 500, balanceAfter: 1_500, createdAt: at },
          { id: 2, type: 'POINTS_REDEEM' as const, amount: -500, balanceAfter: 1_000, createdAt: at },
          { id: 1, type: 'POINTS_EARN' as const, amount: 1_500, balanceAfter: 1_500, createdAt: at },
        ]),
      ),
    );
    render(<DetailsTab />);
    const rows = within(screen.getByTestId('points-details')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Converted to balance-1,200300');
    expect(rows[2]!.textContent).toContain('Redemption refunded+500');
    expect(rows[3]!.textContent).toContain('Redeemed-500');
    expect(rows[4]!.textContent).toContain('Earned+1,500');
  });

  it('shows its empty state', () => {
    lines.mockReturnValue(answer(page([])));
    render(<DetailsTab />);
    expect(screen.getByText('No points movements yet.')).toBeTruthy();
  });

  it('explains earning, redeeming and converting with the merchant rules, and that points never expire', () => {
    render(<HelpTab config={CONFIG} />);
    const help = screen.getByTestId('points-help').textContent!;
    expect(help).toContain('1 point for each VND 1,000.00 staked');
    expect(help).toContain('1 point converts into VND 10.00, at least 100 points at a time');
    expect(help).toContain('In Process');
    expect(help).toContain('Points never expire.');
  });
});
