import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, initI18n, type Deposit } from 'shared-contracts';
import '../../../../config/i18n';
import { useDeposit } from '../../api/get-deposit';
import { DepositResult, POLL_MS } from '../deposit-result';

jest.mock('../../api/get-deposit');
const useDepositMock = useDeposit as jest.MockedFunction<typeof useDeposit>;
type State = ReturnType<typeof useDeposit>;

const deposit = (d: Partial<Deposit>): Deposit => ({
  id: 41,
  methodCode: 'DEMO_PSP',
  kind: 'GATEWAY',
  amount: 200_000_00,
  fee: 0,
  currency: 'VND',
  status: 'PENDING',
  reason: null,
  createdAt: '2026-05-07T10:00:00.000Z',
  completedAt: null,
  ...d,
});
const answer = (s: Partial<State>) => {
  const state = { data: null, loading: false, error: null, reload: jest.fn(), ...s } as State;
  useDepositMock.mockReturnValue(state);
  return state;
};
const show = () => render(<DepositResult id={41} onAgain={jest.fn()} onSettled={jest.fn()} />);

describe('the deposit the provider returns to', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => jest.useRealTimers());

  it('shows a pending online payment with a spinner and asks again until it settles', () => {
    jest.useFakeTimers();
    const { reload } = answer({ data: deposit({}) });
    show();
    const panel = screen.getByTestId('deposit-result');
    expect(panel.getAttribute('data-status')).toBe('PENDING');
    expect(panel.textContent).toContain('Waiting for the payment confirmation');
    expect(panel.textContent).toContain('VND 200,000.00');
    expect(panel.querySelector('.ui-spinner')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => void jest.advanceTimersByTime(POLL_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says a pending bank transfer awaits review and does not poll it', () => {
    jest.useFakeTimers();
    const { reload } = answer({ data: deposit({ kind: 'BANK_TRANSFER', methodCode: 'BANK' }) });
    show();
    expect(screen.getByTestId('deposit-result').textContent).toContain('Awaiting review');
    act(() => void jest.advanceTimersByTime(POLL_MS * 3));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a credited deposit and refreshes the header balance once', () => {
    const emitted = jest.fn();
    const off = bus.on('balance:changed', emitted);
    answer({ data: deposit({ status: 'CREDITED' }) });
    const onSettled = jest.fn();
    const { rerender } = render(<DepositResult id={41} onAgain={jest.fn()} onSettled={onSettled} />);
    rerender(<DepositResult id={41} onAgain={jest.fn()} onSettled={onSettled} />);
    expect(screen.getByTestId('deposit-result').textContent).toContain('Deposit credited');
    expect(emitted).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
    off();
  });

  it.each([
    ['FAILED', 'declined', 'Deposit failed', 'Your card was declined. No money was taken.'],
    ['EXPIRED', 'expired', 'Deposit expired', 'The payment page expired before it was paid.'],
    ['REJECTED', 'Receipt unreadable', 'Deposit rejected', 'Reason: Receipt unreadable'],
  ] as const)('explains a %s deposit and offers to try again', (status, reason, title, text) => {
    const emitted = jest.fn();
    const off = bus.on('balance:changed', emitted);
    const onAgain = jest.fn();
    answer({ data: deposit({ status, reason }) });
    render(<DepositResult id={41} onAgain={onAgain} onSettled={jest.fn()} />);
    const panel = screen.getByTestId('deposit-result');
    expect(panel.textContent).toContain(title);
    expect(panel.textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onAgain).toHaveBeenCalled();
    expect(emitted).not.toHaveBeenCalled();
    off();
  });

  it('offers a retry when the deposit cannot be loaded', () => {
    const { reload } = answer({ error: { code: 'DEPOSIT_NOT_FOUND' } as State['error'] });
    show();
    expect(screen.getByRole('alert').textContent).toContain('Could not load this deposit.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
