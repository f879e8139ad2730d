import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import type { Contract } from 'shared-contracts/agency';
import { useConsolidated } from '../../../../api/get-consolidated';
import '../../../../config/i18n';
import { getContractConflicts } from '../../api/get-contract-conflicts';
import { offerContract } from '../../api/offer-contract';
import { OfferContractForm } from '../offer-contract-form';

jest.mock('../../../../api/get-consolidated');
jest.mock('../../api/get-contract-conflicts');
jest.mock('../../api/offer-contract');
const consolidated = useConsolidated as jest.MockedFunction<typeof useConsolidated>;
const conflicts = getContractConflicts as jest.MockedFunction<typeof getContractConflicts>;
const offer = offerContract as jest.MockedFunction<typeof offerContract>;

const contract = (over: Partial<Contract> = {}): Contract => ({
  id: 1,
  type: 'DIVIDEND',
  period: 'WEEKLY',
  status: 'OFFERED',
  account: 'sub_agent',
  upline: 'demo_agent',
  tiers: [{ minAmount: 0, minActive: 0, rate: 2000 }],
  maxRate: 2000,
  terminatesConflicts: false,
  offeredAt: '2026-11-24T10:00:00.000Z',
  acceptedAt: null,
  endedAt: null,
  ...over,
});

const typeIn = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

describe('offer contract form', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    conflicts.mockReset();
    offer.mockReset();
    consolidated.mockReturnValue({
      data: {
        balance: 0,
        currency: 'VND',
        dailysalreqtype: 'DAILY_SALARY',
        divtypereq: 'DIVIDEND',
        contracthoursalreq: null,
        realtimesalreqtype: null,
        enableCt: true,
        dailySalary: true,
        hourSalary: false,
        salary: false,
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
  });

  it('offers only the enabled types, and the dividend periods', () => {
    render(<OfferContractForm account="downline1" onDone={jest.fn()} />);
    const types = within(screen.getByLabelText('Contract type')).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual(['Dividend', 'Daily salary']);
    const periods = within(screen.getByLabelText('Period')).getAllByRole('option');
    expect(periods.map((o) => o.getAttribute('value'))).toEqual(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']);
    fireEvent.change(screen.getByLabelText('Contract type'), { target: { value: 'DAILY_SALARY' } });
    expect(screen.queryByLabelText('Period')).toBeNull();
    expect(screen.getByText('Settles: Daily')).toBeTruthy();
  });

  it('converts % to basis points and amounts to minor units, then offers directly when nothing conflicts', async () => {
    const done = jest.fn();
    conflicts.mockResolvedValue({ list: [] });
    offer.mockResolvedValue(contract({ account: 'downline1' }));
    render(<OfferContractForm account="downline1" onDone={done} />);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'MONTHLY' } });
    typeIn('Minimum amount', '1,000.5');
    typeIn('Minimum active members', '3');
    typeIn('Rate (%)', '1.25');
    fireEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    typeIn('Minimum amount', '50000', 1);
    typeIn('Minimum active members', '10', 1);
    typeIn('Rate (%)', '12.5', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(offer).toHaveBeenCalledTimes(1));
    expect(conflicts).toHaveBeenCalledWith({ account: 'downline1', type: 'DIVIDEND', maxRate: 1250 });
    expect(offer).toHaveBeenCalledWith({
      account: 'downline1',
      type: 'DIVIDEND',
      period: 'MONTHLY',
      tiers: [
        { minAmount: 100_050, minActive: 3, rate: 125 },
        { minAmount: 5_000_000, minActive: 10, rate: 1250 },
      ],
    });
    await waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('asks to confirm when the downline gives higher rates, naming them, then offers with terminateConflicts', async () => {
    conflicts.mockResolvedValue({
      list: [contract({ id: 7, account: 'grandchild', upline: 'downline1', maxRate: 3000 })],
    });
    offer.mockResolvedValue(contract({ account: 'downline1' }));
    render(<OfferContractForm account="downline1" onDone={jest.fn()} />);
    typeIn('Rate (%)', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    const dialog = await screen.findByTestId('conflicts-confirm');
    expect(dialog.textContent).toContain('Accepting will terminate these contracts of downline1:');
    expect(dialog.textContent).toContain('grandchild: Dividend up to 30.00%');
    expect(offer).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer and terminate' }));
    await waitFor(() => expect(offer).toHaveBeenCalledTimes(1));
    expect(offer.mock.calls[0]![0]).toMatchObject({
      account: 'downline1',
      tiers: [{ minAmount: 0, minActive: 0, rate: 2000 }],
      terminateConflicts: true,
    });
  });

  it('does not offer when the agent cancels the confirmation', async () => {
    conflicts.mockResolvedValue({ list: [contract({ account: 'grandchild', maxRate: 3000 })] });
    render(<OfferContractForm account="downline1" onDone={jest.fn()} />);
    typeIn('Rate (%)', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    fireEvent.click(within(await screen.findByTestId('conflicts-confirm')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('conflicts-confirm')).toBeNull());
    expect(offer).not.toHaveBeenCalled();
  });

  it('refuses a rate above 100 % or with 3 decimals without calling', () => {
    render(<OfferContractForm account="downline1" onDone={jest.fn()} />);
    typeIn('Rate (%)', '100.01');
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(screen.getByText('Enter a rate from 0.01 to 100 with at most 2 decimals')).toBeTruthy();
    typeIn('Rate (%)', '1.255');
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(screen.getByText('Enter a rate from 0.01 to 100 with at most 2 decimals')).toBeTruthy();
    expect(conflicts).not.toHaveBeenCalled();
  });

  it('words the server’s refusal by its code', async () => {
    conflicts.mockResolvedValue({ list: [] });
    offer.mockRejectedValue(new ApiError('RATE_ABOVE_OWN', 'err_rate_above_own', 400, '/wps/agent/contracts'));
    render(<OfferContractForm account="downline1" onDone={jest.fn()} />);
    typeIn('Rate (%)', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A rate is above your own contract’s highest rate');
  });

  it('keeps between 1 and 10 tiers', () => {
    render(<OfferContractForm account="downline1" onDone={jest.fn()} />);
    expect((screen.getByRole('button', { name: 'Remove tier 1' }) as HTMLButtonElement).disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add tier' }) as HTMLButtonElement;
    for (let i = 0; i < 9; i++) fireEvent.click(add);
    expect(screen.getAllByLabelText('Rate (%)')).toHaveLength(10);
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 4' }));
    expect(screen.getAllByLabelText('Rate (%)')).toHaveLength(9);
  });
});
