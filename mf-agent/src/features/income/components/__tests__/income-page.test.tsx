import { render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useIncome } from '../../api/get-income';
import { IncomePage } from '../income-page';

jest.mock('../../api/get-income');
const income = useIncome as jest.MockedFunction<typeof useIncome>;

describe('my income page', () => {
  beforeAll(() => initI18n('EN'));

  it('shows what each contract type brought in, paid out and left, with the totals', () => {
    income.mockReturnValue({
      data: {
        startDate: '2026-11-18',
        endDate: '2026-11-24',
        currency: 'VND',
        rows: [
          { type: 'DIVIDEND', received: 500_000, paid: 200_000, net: 300_000 },
          { type: 'DAILY_SALARY', received: 0, paid: 10_000, net: -10_000 },
        ],
        totals: { received: 500_000, paid: 210_000, net: 290_000 },
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
    render(<IncomePage />);
    const rows = within(screen.getByTestId('income-table')).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('Dividend5,000.002,000.00+3,000.00');
    expect(rows[2]!.textContent).toBe('Daily salary0.00100.00-100.00');
    expect(screen.getByTestId('inc-totals-net').textContent).toContain('VND +2,900.00');
  });

  it('says when there is no income', () => {
    income.mockReturnValue({
      data: {
        startDate: '2026-11-18',
        endDate: '2026-11-24',
        currency: 'VND',
        rows: [],
        totals: { received: 0, paid: 0, net: 0 },
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
    render(<IncomePage />);
    expect(screen.getByText('No contract income in this period.')).toBeTruthy();
  });
});
