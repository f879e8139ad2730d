import { screen } from '@testing-library/react';
import type { DeskItem } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { renderAs } from '../../../../lib/__tests__/render-as';
import { ItemReview } from '../item-review';

jest.mock('../withdrawal-signals', () => ({ WithdrawalSignalsPanel: () => null }));

const item = (over: Partial<DeskItem>): DeskItem => ({
  kind: 'withdrawal',
  id: 12,
  merchant: 'DEMO',
  member: 'demo01',
  amount: '200000.00',
  fee: '5000.00',
  currency: 'VND',
  createdAt: '2026-11-30T10:00:00.000Z',
  ageMinutes: 3,
  review: null,
  firstApprovedBy: null,
  claim: null,
  permission: 'withdrawals.decide',
  ...over,
});

const review = (i: DeskItem) =>
  renderAs('finance', <ItemReview item={i} canDecide onClose={jest.fn()} onDecided={jest.fn()} />, '/', 'DEMO');

beforeAll(() => startI18n());

describe('a desk item’s review', () => {
  it('shows a withdrawal’s fee and what the bank is paid', () => {
    review(item({}));
    expect(screen.getByTestId('desk-fee').textContent).toBe(
      'VND 200,000.00 asked · fee 5,000.00 · the bank is paid 195,000.00',
    );
  });

  it('shows a bank transfer’s fee and what the wallet is credited', () => {
    review(item({ kind: 'deposit', amount: '1000000.00', fee: '15000.00', permission: 'deposits.decide' }));
    expect(screen.getByTestId('desk-fee').textContent).toBe(
      'VND 1,000,000.00 paid · fee 15,000.00 · the wallet is credited 985,000.00',
    );
  });

  it('shows no fee line when none was charged', () => {
    review(item({ fee: '0.00' }));
    expect(screen.queryByTestId('desk-fee')).toBeNull();
    expect(screen.getByTestId('desk-approve')).toBeTruthy();
  });
});
