import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, type BetRecordItem, type VendorCategory } from 'shared-contracts';
import '../../../../config/i18n';
import { useBets } from '../../api/list-bets';
import { useGameVendors } from '../../api/get-game-vendors';
import { BettingRecordPage } from '../betting-record-page';

jest.mock('../../api/list-bets');
jest.mock('../../api/get-game-vendors');
const bets = useBets as jest.MockedFunction<typeof useBets>;
const vendors = useGameVendors as jest.MockedFunction<typeof useGameVendors>;
type Bets = ReturnType<typeof useBets>;

const vendor = (vassalage: string, displayName: string, gameCategory: VendorCategory['gameCategory']) =>
  ({ vassalage, displayName, gameCategory }) as VendorCategory['vendors'][number];
const lanes: VendorCategory[] = [
  { gameCategory: 'RNG', vendors: [vendor('DEMO', 'Demo Games', 'RNG'), vendor('PG', 'PG Soft', 'RNG')] },
  { gameCategory: 'LIVE', vendors: [vendor('EVO', 'Evolution', 'LIVE')] },
];
const bet = (id: number, over: Partial<BetRecordItem> = {}): BetRecordItem => ({
  id,
  roundId: `r-${id}`,
  gameCode: 'DEMO_SLOT',
  gameName: 'Demo Lucky Slot',
  vendor: 'DEMO',
  category: 'RNG',
  stake: 1000,
  payout: 2500,
  winLoss: 1500,
  status: 'SETTLED',
  currency: 'VND',
  createdAt: '2026-11-24T10:00:00.000Z',
  settledAt: '2026-11-24T10:00:01.000Z',
  ...over,
});
const answer = (list: BetRecordItem[], page: Partial<NonNullable<Bets['data']>> = {}) =>
  ({
    data: {
      list,
      pageNo: 1,
      pageSize: 20,
      total: list.length,
      totalPages: 1,
      totals: { stake: 1000, payout: 2500, winLoss: 1500 },
      ...page,
    },
    loading: false,
    error: null,
    reload: jest.fn(),
  }) as Bets;
const lastQuery = () => bets.mock.calls.at(-1)![0];

describe('betting record page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    bets.mockReset();
    vendors.mockReturnValue({ data: { data: { lanes } }, loading: false, error: null, reload: jest.fn() });
  });

  it('lists rounds with game, vendor name, stake, payout, status and the totals of every matching round', () => {
    bets.mockReturnValue(
      answer([bet(1), bet(2, { status: 'OPEN', payout: 0, winLoss: null })], {
        total: 41,
        totalPages: 3,
        totals: { stake: 410000, payout: 123456, winLoss: -286544 },
      }),
    );
    render(<BettingRecordPage />);
    const rows = within(screen.getByTestId('bets-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Demo Lucky Slot');
    expect(rows[1]!.textContent).toContain('Demo Games');
    expect(rows[1]!.textContent).toContain('+15.00');
    expect(rows[1]!.textContent).toContain('Settled');
    expect(rows[2]!.textContent).toContain('Open');
    const totals = screen.getByTestId('bets-totals');
    expect(totals.textContent).toContain('41');
    expect(totals.textContent).toContain('VND 4,100.00');
    expect(totals.textContent).toContain('VND -2,865.44');
  });

  it('asks the server for the last 7 days, page 1, no category or vendor', () => {
    bets.mockReturnValue(answer([]));
    render(<BettingRecordPage />);
    const q = lastQuery();
    expect(q).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(q.category).toBeUndefined();
    expect(q.vendor).toBeUndefined();
    expect(Date.parse(`${q.endDate}T00:00:00Z`) - Date.parse(`${q.startDate}T00:00:00Z`)).toBe(6 * 86_400_000);
    expect(screen.getByText('No bets in this period.')).toBeTruthy();
  });

  it('pages through the server and a filter change starts again from page 1', () => {
    bets.mockReturnValue(answer([bet(1)], { total: 60, totalPages: 3 }));
    render(<BettingRecordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(lastQuery()).toMatchObject({ pageNo: 2 });

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'LIVE' } });
    expect(lastQuery()).toMatchObject({ pageNo: 1, category: 'LIVE' });
    // Only the category's vendors are offered.
    const vendorSelect = screen.getByLabelText('Vendor');
    expect(
      within(vendorSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Evolution']);
    fireEvent.change(vendorSelect, { target: { value: 'EVO' } });
    expect(lastQuery()).toMatchObject({ pageNo: 1, category: 'LIVE', vendor: 'EVO' });

    // Another category clears the vendor, which would match nothing there.
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'RNG' } });
    expect(lastQuery().vendor).toBeUndefined();
  });

  it('a preset range applies at once and goes back to page 1', () => {
    bets.mockReturnValue(answer([bet(1)], { total: 60, totalPages: 3 }));
    render(<BettingRecordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    const q = lastQuery();
    expect(q.pageNo).toBe(1);
    expect(q.startDate).toBe(q.endDate);
  });

  it('refuses a range over 90 days without asking the server', () => {
    bets.mockReturnValue(answer([]));
    render(<BettingRecordPage />);
    const calls = bets.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose at most 90 days');
    expect(bets.mock.calls.slice(calls).every(([q]) => q.startDate !== '2026-01-01')).toBe(true);
  });

  it('offers a retry when the record cannot be loaded', () => {
    const reload = jest.fn();
    bets.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as Bets['error'], reload });
    render(<BettingRecordPage />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your betting record.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
