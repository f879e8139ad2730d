import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import type { Bonus } from 'shared-contracts/engagement';
import '../../../../config/i18n';
import { useBonuses } from '../../api/list-bonuses';
import { BonusDetailsPage } from '../bonus-details-page';
import { percentDone } from '../bonus-row';

jest.mock('../../api/list-bonuses');
const list = useBonuses as jest.MockedFunction<typeof useBonuses>;

const bonus = (id: number, over: Partial<Bonus> = {}): Bonus => ({
  id,
  rewardId: id,
  source: 'PROMOTION',
  title: `Bonus ${id}`,
  amount: 5_000_000,
  turnoverRequired: 15_000_000,
  turnoverDone: 6_000_000,
  status: 'ACTIVE',
  createdAt: '2026-06-01T10:00:00.000Z',
  ...over,
});
const answer = (items: Bonus[], o: { totalPages?: number; error?: boolean } = {}) =>
  list.mockReturnValue({
    data: o.error ? null : { list: items, pageNo: 1, pageSize: 10, total: items.length, totalPages: o.totalPages ?? 1 },
    loading: false,
    error: o.error ? new ApiError('NETWORK', 'err_network', 0, '/wps/rewards/bonuses') : null,
    reload: jest.fn(),
  });

describe('bonus details', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => jest.clearAllMocks());

  it('shows each bonus with its turnover progress and status', () => {
    answer([
      bonus(1),
      bonus(2, { status: 'COMPLETED', turnoverDone: 15_000_000, source: 'VIP', title: 'VIP 1' }),
      bonus(3, { turnoverRequired: 0, turnoverDone: 0, status: 'COMPLETED' }),
    ]);
    render(<BonusDetailsPage />);
    const rows = screen.getAllByTestId('bonus-row');
    expect(rows.map((r) => within(r).getByTestId('bonus-status').textContent)).toEqual([
      'In progress',
      'Completed',
      'Completed',
    ]);
    const bar = within(rows[0]!).getByRole('progressbar', { name: 'Turnover progress of Bonus 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(rows[0]!).getByTestId('bonus-turnover').textContent).toBe('Turnover 60,000.00 / 150,000.00 (40%)');
    expect(within(rows[1]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(rows[1]!.textContent).toContain('VIP');
    expect(within(rows[2]!).queryByRole('progressbar')).toBeNull();
    expect(rows[2]!.textContent).toContain('No turnover required');
  });

  it('counts the share done, capped at 100', () => {
    expect(percentDone({ turnoverDone: 1, turnoverRequired: 3 })).toBe(33);
    expect(percentDone({ turnoverDone: 9, turnoverRequired: 3 })).toBe(100);
    expect(percentDone({ turnoverDone: 0, turnoverRequired: 0 })).toBe(100);
  });

  it('pages through the server and has empty and error states', () => {
    answer([bonus(1)], { totalPages: 2 });
    const { unmount } = render(<BonusDetailsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(list).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
    unmount();
    answer([]);
    const empty = render(<BonusDetailsPage />);
    expect(screen.getByText('No bonuses yet.')).toBeTruthy();
    empty.unmount();
    answer([], { error: true });
    render(<BonusDetailsPage />);
    expect(screen.getByText('Could not load your bonuses.')).toBeTruthy();
  });

  it('speaks TY', async () => {
    answer([bonus(1)]);
    const i18n = await initI18n('EN');
    await i18n.changeLanguage('TY');
    const ty = render(<BonusDetailsPage />);
    expect(screen.getByTestId('bonus-status').textContent).toBe('Đang thực hiện');
    ty.unmount();
    await i18n.changeLanguage('EN');
  });
});
