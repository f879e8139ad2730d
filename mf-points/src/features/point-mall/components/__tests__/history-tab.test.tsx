import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useRedemptions } from '../../api/list-redemptions';
import { HistoryTab } from '../history-tab';
import { answer, page, redemption } from './fixtures';

jest.mock('../../api/list-redemptions');
const list = useRedemptions as jest.MockedFunction<typeof useRedemptions>;

describe('redeem history', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => list.mockReset());

  it('lists each redemption with its quantity, points, status words and the rejection reason', () => {
    list.mockReturnValue(
      answer(
        page(
          [
            redemption(3, { status: 'REJECTED', reason: 'No address', quantity: 1, points: 500 }),
            redemption(2, { status: 'APPROVED', itemName: 'Smart watch', points: 40_000, quantity: 1 }),
            redemption(1),
          ],
          1,
          3,
        ),
      ),
    );
    render(<HistoryTab lang="EN" />);
    const rows = within(screen.getByTestId('redeem-history')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Reason: No address');
    expect(rows[1]!.textContent).toContain('Rejected');
    expect(rows[2]!.textContent).toContain('Smart watch');
    expect(rows[2]!.textContent).toContain('40,000');
    expect(rows[2]!.textContent).toContain('Approved');
    expect(rows[3]!.textContent).toContain('In Process');
    fireEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(list.mock.calls.at(-1)![0]).toMatchObject({ pageNo: 2 });
  });

  it('filters by status from page 1, and has empty and error states', () => {
    list.mockReturnValue(answer(page([])));
    const { unmount } = render(<HistoryTab lang="TY" />);
    expect(screen.getByText('You have not redeemed any points yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'APPROVED' } });
    expect(list.mock.calls.at(-1)![0]).toEqual({ lang: 'TY', pageNo: 1, pageSize: 10, status: 'APPROVED' });
    unmount();
    list.mockReturnValue(answer(null, { error: new Error('x') }));
    render(<HistoryTab lang="EN" />);
    expect(screen.getByText('Could not load your redeem history.')).toBeTruthy();
  });
});
