import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, type ProfitRow } from 'shared-contracts';
import '../../../../config/i18n';
import { useProfit } from '../../api/get-profit';
import { byCategory } from '../by-category';
import { ProfitLossPage } from '../profit-loss-page';

jest.mock('../../api/get-profit');
const profit = useProfit as jest.MockedFunction<typeof useProfit>;
type Profit = ReturnType<typeof useProfit>;

const row = (day: string, category: string, stake: number, payout: number): ProfitRow => ({
  day,
  category,
  rounds: 2,
  stake,
  payout,
  profit: payout - stake,
});
const rows = [
  row('2026-11-24', 'RNG', 1000, 2500),
  row('2026-11-24', 'LIVE', 5000, 0),
  row('2026-11-23', 'RNG', 3000, 1000),
];

describe('profit and loss', () => {
  beforeAll(() => initI18n('EN'));

  it('sums the day rows per category, biggest stake first', () => {
    expect(byCategory(rows)).toEqual([
      { category: 'LIVE', rounds: 2, stake: 5000, payout: 0, profit: -5000 },
      { category: 'RNG', rounds: 4, stake: 4000, payout: 3500, profit: -500 },
    ]);
  });

  it('shows the summary the API returns and the table by day, then by category', () => {
    profit.mockReturnValue({
      data: {
        startDate: '2026-11-18',
        endDate: '2026-11-24',
        currency: 'VND',
        rows,
        totals: { stake: 9000, payout: 3500, profit: -5500 },
        deposits: 1000000,
        withdrawals: 200000,
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    } as Profit);
    render(<ProfitLossPage />);
    expect(screen.getByTestId('pnl-profit').textContent).toContain('VND -55.00');
    expect(screen.getByTestId('pnl-deposits').textContent).toContain('VND 10,000.00');
    expect(screen.getByTestId('pnl-withdrawals').textContent).toContain('VND 2,000.00');
    expect(screen.getByTestId('pnl-summary').textContent).toContain('2026-11-18 to 2026-11-24 (UTC)');
    const byDay = within(screen.getByTestId('pnl-by-day')).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(byDay.map((r) => `${r.cells[0]!.textContent} ${r.cells[1]!.textContent}`)).toEqual([
      '2026-11-24 Slots',
      '2026-11-24 Live Casino',
      '2026-11-23 Slots',
    ]);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'By category' }));
    const cats = within(screen.getByTestId('pnl-by-category')).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(cats.map((r) => r.cells[0]!.textContent)).toEqual(['Live Casino', 'Slots']);
  });

  it('offers a retry when it cannot be loaded', () => {
    const reload = jest.fn();
    profit.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as Profit['error'], reload });
    render(<ProfitLossPage />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your profit and loss.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
