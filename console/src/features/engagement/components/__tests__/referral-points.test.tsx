import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type engagementOpsApi } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { createPointsItem } from '../../api/create-points-item';
import { usePointsSettings } from '../../api/get-points-settings';
import { useReferral } from '../../api/get-referral';
import { grantPoints } from '../../api/grant-points';
import { usePointsItems } from '../../api/list-points-items';
import { setPointsSettings } from '../../api/set-points-settings';
import { setReferral } from '../../api/set-referral';
import { PointsTab } from '../points-tab';
import { ReferralTab } from '../referral-tab';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';

jest.mock('../../api/get-referral', () => ({ useReferral: jest.fn() }));
jest.mock('../../api/set-referral', () => ({ setReferral: jest.fn() }));
jest.mock('../../api/qualify-referrals', () => ({ qualifyReferrals: jest.fn() }));
jest.mock('../../api/get-points-settings', () => ({ usePointsSettings: jest.fn() }));
jest.mock('../../api/set-points-settings', () => ({ setPointsSettings: jest.fn() }));
jest.mock('../../api/list-points-items', () => ({ usePointsItems: jest.fn() }));
jest.mock('../../api/create-points-item', () => ({ createPointsItem: jest.fn() }));
jest.mock('../../api/update-points-item', () => ({ updatePointsItem: jest.fn() }));
jest.mock('../../api/grant-points', () => ({ grantPoints: jest.fn() }));

const rules = { enabled: true, reward: 10_000, turnoverMultiple: 1, minDeposit: 50_000, qualifyDays: 7 };
const item: engagementOpsApi.OpsPointsItem = {
  id: 1,
  name: { EN: 'Phone case', TY: 'Ốp điện thoại' },
  description: { EN: 'A case' },
  imageUrl: null,
  cost: 1_500,
  stock: 20,
  active: true,
  sort: 0,
};
const reload = jest.fn();

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useReferral).mockReturnValue(answered({ code: 'LUCKY', currency: 'PHP', rules }, reload));
  jest
    .mocked(usePointsSettings)
    .mockReturnValue(
      answered({ settings: { earnStake: 10_000, pointValue: 5, minConvert: 100 }, enabled: true }, reload),
    );
  jest.mocked(usePointsItems).mockReturnValue(answered({ items: [item] }, reload));
});

describe('the referral tab', () => {
  it('saves the rules in minor units and shows a refusal under its field', async () => {
    jest
      .mocked(setReferral)
      .mockResolvedValueOnce({ code: 'LUCKY', currency: 'PHP', rules })
      .mockRejectedValueOnce(
        new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/referral', { field: 'qualifyDays' }),
      );
    renderAs('marketing', <ReferralTab merchant="LUCKY" write />);
    const form = screen.getByTestId('referral-form');
    expect(within(form).getByLabelText('Reward per friend')).toHaveProperty('value', '100');
    fireEvent.change(within(form).getByLabelText('Reward per friend'), { target: { value: '150.25' } });
    fireEvent.change(within(form).getByLabelText("Friend's deposits at least"), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setReferral).toHaveBeenCalledWith('LUCKY', { ...rules, reward: 15_025, minDeposit: 100_000 }),
    );
    expect(await screen.findByText('Referral rules saved')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const days = within(form).getByLabelText('Within days of registering');
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows the rules as facts to a role that may only read', () => {
    renderAs('support', <ReferralTab merchant="LUCKY" write={false} />);
    expect(screen.getByTestId('referral-facts').textContent).toContain('500.00 PHP');
    expect(screen.queryByTestId('referral-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Qualify friends now' })).toBeNull();
  });
});

describe('the points tab', () => {
  it('saves the rules, adds an item and grants points', async () => {
    jest.mocked(setPointsSettings).mockResolvedValue({ settings: null });
    jest.mocked(createPointsItem).mockResolvedValue(item);
    jest.mocked(grantPoints).mockResolvedValue({ account: 'player1', points: 250, balance: 900 });
    renderAs('marketing', <PointsTab merchant="LUCKY" write />);
    expect(within(screen.getByTestId('points-items-table')).getByText('Phone case')).toBeTruthy();
    const rulesForm = screen.getByTestId('points-settings-form');
    expect(within(rulesForm).getByLabelText('Value of 1 point')).toHaveProperty('value', '0.05');
    fireEvent.change(within(rulesForm).getByLabelText('Bet that earns 1 point'), { target: { value: '50' } });
    fireEvent.click(within(rulesForm).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setPointsSettings).toHaveBeenCalledWith({ earnStake: 5_000, pointValue: 5, minConvert: 100 }, 'LUCKY'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = await screen.findByTestId('points-item-dialog');
    fireEvent.change(within(dialog).getByLabelText('Name (EN)'), { target: { value: 'Mug' } });
    fireEvent.change(within(dialog).getByLabelText('Cost (points)'), { target: { value: '300' } });
    fireEvent.change(within(dialog).getByLabelText('Stock'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));
    await waitFor(() =>
      expect(createPointsItem).toHaveBeenCalledWith(
        { name: { EN: 'Mug' }, description: { EN: '' }, imageUrl: null, cost: 300, stock: 5, active: true, sort: 0 },
        'LUCKY',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Grant points' }));
    const grant = await screen.findByTestId('grant-points-dialog');
    fireEvent.change(within(grant).getByLabelText('Member username'), { target: { value: 'player1' } });
    fireEvent.change(within(grant).getByLabelText('Points'), { target: { value: '250' } });
    fireEvent.click(within(grant).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(grantPoints).toHaveBeenCalled());
    const [body, merchant] = jest.mocked(grantPoints).mock.calls[0]!;
    expect([body.account, body.points, merchant]).toEqual(['player1', 250, 'LUCKY']);
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('250 points granted to player1 (balance 900)')).toBeTruthy();
  });

  it('puts an unknown account under its field', async () => {
    jest.mocked(grantPoints).mockRejectedValue(new ApiError('NOT_FOUND', 'err_not_found', 404, '/ops/points/grant'));
    renderAs('marketing', <PointsTab merchant="LUCKY" write />);
    fireEvent.click(screen.getByRole('button', { name: 'Grant points' }));
    const grant = await screen.findByTestId('grant-points-dialog');
    fireEvent.change(within(grant).getByLabelText('Member username'), { target: { value: 'nobody' } });
    fireEvent.change(within(grant).getByLabelText('Points'), { target: { value: '1' } });
    fireEvent.click(within(grant).getByRole('button', { name: 'Grant' }));
    expect(await within(grant).findByText('No member of this brand has this username')).toBeTruthy();
  });

  it('offers no writes to a role that may only read', () => {
    renderAs('support', <PointsTab merchant="LUCKY" write={false} />);
    expect(screen.getByText('Phone case')).toBeTruthy();
    expect(screen.queryByTestId('points-settings-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Grant points' })).toBeNull();
  });
});
