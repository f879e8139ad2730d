import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, LEDGER_TYPES, type AccountRecordItem } from 'shared-contracts';
import '../../../../config/i18n';
import { useTransactions } from '../../api/list-transactions';
import { AccountRecordPage } from '../account-record-page';

jest.mock('../../api/list-transactions');
const moves = useTransactions as jest.MockedFunction<typeof useTransactions>;
type Moves = ReturnType<typeof useTransactions>;

const move = (id: number, over: Partial<AccountRecordItem>): AccountRecordItem => ({
  id,
  account: 'MAIN',
  type: 'DEPOSIT',
  amount: 50000,
  balanceAfter: 50000,
  reference: `ref-${id}`,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...over,
});
const answer = (list: AccountRecordItem[], page: { total?: number; totalPages?: number } = {}) =>
  ({
    data: { list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1, currency: 'VND', ...page },
    loading: false,
    error: null,
    reload: jest.fn(),
  }) as Moves;
const lastQuery = () => moves.mock.calls.at(-1)![0];

describe('account record page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => moves.mockReset());

  it('names each movement by its kind and colours the amount by its sign', () => {
    moves.mockReturnValue(
      answer([
        move(1, { type: 'WITHDRAW_HOLD', amount: -20000, balanceAfter: 30000 }),
        move(2, { type: 'WITHDRAW_HOLD', account: 'HELD', amount: 20000, balanceAfter: 20000 }),
        move(3, { type: 'TRANSFER_UPLINE', amount: -500, balanceAfter: 29500, reference: null }),
        move(4, { type: 'WIN', amount: 2500, balanceAfter: 32000 }),
      ]),
    );
    render(<AccountRecordPage />);
    const rows = within(screen.getByTestId('ledger-table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => r.cells[0]!.textContent)).toEqual([
      'Withdrawal requested',
      'Withdrawal requestedHeld',
      'Transfer to upline',
      'Payout',
    ]);
    const amount = (i: number) => rows[i]!.cells[1]!.querySelector('.ui-amount')!;
    expect(amount(0).textContent).toBe('-200.00');
    expect(amount(0).className).toContain('is-negative');
    expect(amount(3).textContent).toBe('+25.00');
    expect(amount(3).className).toContain('is-positive');
    expect(rows[0]!.cells[2]!.textContent).toBe('300.00');
    expect(rows[0]!.cells[3]!.textContent).toBe('ref-1');
    expect(rows[2]!.cells[3]!.textContent).toBe('—');
  });

  it('offers every ledger kind as a type filter and asks the server for it from page 1', () => {
    moves.mockReturnValue(answer([move(1, {})], { total: 45, totalPages: 3 }));
    render(<AccountRecordPage />);
    const select = screen.getByLabelText('Type');
    expect(within(select).getAllByRole('option')).toHaveLength(LEDGER_TYPES.length + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(lastQuery()).toMatchObject({ pageNo: 3 });
    fireEvent.change(select, { target: { value: 'DEPOSIT' } });
    expect(lastQuery()).toMatchObject({ pageNo: 1, type: 'DEPOSIT' });
    fireEvent.change(select, { target: { value: '' } });
    expect(lastQuery().type).toBeUndefined();
  });

  it('says when the period has no movement, and in TY', async () => {
    moves.mockReturnValue(answer([]));
    const { unmount } = render(<AccountRecordPage />);
    expect(screen.getByText('No account movements in this period.')).toBeTruthy();
    unmount();
    const i18n = await initI18n('EN');
    await i18n.changeLanguage('TY');
    const ty = render(<AccountRecordPage />);
    expect(screen.getByText('Không có biến động tài khoản trong khoảng thời gian này.')).toBeTruthy();
    ty.unmount();
    await i18n.changeLanguage('EN');
  });
});
