import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type engagementOpsApi } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { createPromotion } from '../../api/create-promotion';
import { usePromotions } from '../../api/list-promotions';
import { updatePromotion } from '../../api/update-promotion';
import { PromotionsTab } from '../promotions-tab';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';

jest.mock('../../api/list-promotions', () => ({ usePromotions: jest.fn() }));
jest.mock('../../api/create-promotion', () => ({ createPromotion: jest.fn() }));
jest.mock('../../api/update-promotion', () => ({ updatePromotion: jest.fn() }));

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const promotion = (id: number, over: Partial<engagementOpsApi.OpsPromotion> = {}): engagementOpsApi.OpsPromotion => ({
  id,
  kind: 'APPLY',
  title: `Promotion ${id}`,
  bannerUrl: `/assets/banner/${id}.svg`,
  rules: '<p>Rules</p>',
  audience: 'ALL',
  startsAt: at(-1),
  endsAt: at(6),
  rewardAmount: 5_000_000,
  turnoverMultiple: 3,
  winners: null,
  drawCommitment: null,
  enabled: true,
  sort: 0,
  createdAt: at(-2),
  updatedAt: at(-2),
  entries: null,
  draw: null,
  ...over,
});
const rows = [
  promotion(1, { title: 'Welcome Bonus', rewardAmount: 5_000_050 }),
  promotion(2, { title: 'Lucky Draw', kind: 'RAFFLE', winners: 3, entries: 12 }),
  promotion(3, { title: 'Next Week', startsAt: at(7), endsAt: at(14) }),
  promotion(4, { title: 'Last Month', startsAt: at(-40), endsAt: at(-10) }),
];
const reload = jest.fn();

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(usePromotions).mockReturnValue(answered({ activities: rows }, reload));
  jest.mocked(createPromotion).mockReset();
  jest.mocked(updatePromotion).mockReset();
  reload.mockReset();
});

describe('the promotions tab', () => {
  it('lists the promotions with their state, and filters them by it', async () => {
    renderAs('marketing', <PromotionsTab merchant="LUCKY" write />);
    const table = screen.getByTestId('promotions-table');
    expect(within(table).getByText('Welcome Bonus')).toBeTruthy();
    expect(within(table).getByText('50,000.50 · 3×')).toBeTruthy();
    expect(within(table).getByText('12 entries · 3 winners')).toBeTruthy();
    expect(screen.getByTestId('promotion-status-1').textContent).toBe('Running');
    expect(screen.getByTestId('promotion-status-3').textContent).toBe('Scheduled');
    expect(screen.getByTestId('promotion-status-4').textContent).toBe('Ended');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'scheduled' } });
    expect(within(table).queryByText('Welcome Bonus')).toBeNull();
    expect(within(table).getByText('Next Week')).toBeTruthy();
  });

  it('creates a promotion with the reward in minor units, then reads the list again', async () => {
    jest.mocked(createPromotion).mockResolvedValue(promotion(9));
    renderAs('marketing', <PromotionsTab merchant="LUCKY" write />);
    fireEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByTestId('promotion-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'RAFFLE' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: ' Weekend Raffle ' } });
    fireEvent.change(within(dialog).getByLabelText('Banner image'), { target: { value: '/assets/banner/2.svg' } });
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2030-05-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2030-05-03T22:00' } });
    fireEvent.change(within(dialog).getByLabelText('Reward per player'), { target: { value: '1,250.50' } });
    fireEvent.change(within(dialog).getByLabelText('Turnover multiple'), { target: { value: '2' } });
    fireEvent.change(await within(dialog).findByLabelText('Winners'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Who can take part'), { target: { value: 'PLAYERS' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(createPromotion).toHaveBeenCalled());
    expect(jest.mocked(createPromotion).mock.calls[0]).toEqual([
      {
        kind: 'RAFFLE',
        title: 'Weekend Raffle',
        bannerUrl: '/assets/banner/2.svg',
        rules: '',
        audience: 'PLAYERS',
        startsAt: new Date('2030-05-01T10:00').toISOString(),
        endsAt: new Date('2030-05-03T22:00').toISOString(),
        rewardAmount: 125_050,
        turnoverMultiple: 2,
        winners: 5,
        enabled: true,
        sort: 0,
      },
      'LUCKY',
    ]);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(await screen.findByText('Promotion “Weekend Raffle” created')).toBeTruthy();
  });

  it("edits a promotion and shows the server's refusal under its field", async () => {
    jest
      .mocked(updatePromotion)
      .mockRejectedValue(
        new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/promotions/1', { field: 'endsAt' }),
      );
    renderAs('marketing', <PromotionsTab merchant="LUCKY" write />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Welcome Bonus' }));
    const dialog = await screen.findByTestId('promotion-dialog');
    expect((within(dialog).getByLabelText('Kind') as HTMLSelectElement).disabled).toBe(true);
    expect(within(dialog).getByLabelText('Reward per player')).toHaveProperty('value', '50000.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updatePromotion).toHaveBeenCalled());
    const [id, body, merchant] = jest.mocked(updatePromotion).mock.calls[0]!;
    expect([id, merchant, body.rewardAmount, 'kind' in body]).toEqual([1, 'LUCKY', 5_000_050, false]);
    const ends = within(dialog).getByLabelText('Ends');
    await waitFor(() => expect(ends.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(ends.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers no writes to a role that may only read', () => {
    renderAs('support', <PromotionsTab merchant="LUCKY" write={false} />);
    expect(screen.getByText('Welcome Bonus')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Welcome Bonus' })).toBeNull();
  });

  it('shows the loading, empty and error states', () => {
    jest.mocked(usePromotions).mockReturnValue({ data: null, error: null, loading: true, reload });
    const { rerender } = renderAs('marketing', <PromotionsTab merchant="LUCKY" write />);
    expect(screen.getByTestId('promotions-table').querySelector('[aria-busy="true"]')).toBeTruthy();
    jest.mocked(usePromotions).mockReturnValue(answered({ activities: [] }, reload));
    rerender(<PromotionsTab merchant="LUCKY" write />);
    expect(screen.getByText('No promotions yet.')).toBeTruthy();
  });
});
