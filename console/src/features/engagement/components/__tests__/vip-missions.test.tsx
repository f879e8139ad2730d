import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type engagementOpsApi } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { createMission } from '../../api/create-mission';
import { useVip } from '../../api/get-vip';
import { grantMissions } from '../../api/grant-missions';
import { useMissions } from '../../api/list-missions';
import { recalculateVip } from '../../api/recalculate-vip';
import { setVip } from '../../api/set-vip';
import { updateMission } from '../../api/update-mission';
import { MissionsTab } from '../missions-tab';
import { VipTab } from '../vip-tab';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';

jest.mock('../../api/get-vip', () => ({ useVip: jest.fn() }));
jest.mock('../../api/set-vip', () => ({ setVip: jest.fn() }));
jest.mock('../../api/recalculate-vip', () => ({ recalculateVip: jest.fn() }));
jest.mock('../../api/list-missions', () => ({ useMissions: jest.fn() }));
jest.mock('../../api/create-mission', () => ({ createMission: jest.fn() }));
jest.mock('../../api/update-mission', () => ({ updateMission: jest.fn() }));
jest.mock('../../api/grant-missions', () => ({ grantMissions: jest.fn() }));

const level = (n: number, minDeposit: number, over: Partial<engagementOpsApi.VipLevel> = {}) => ({
  level: n,
  label: `VIP ${n}`,
  minDeposit,
  minTurnover: minDeposit * 2,
  upgradeBonus: n * 10_000,
  turnoverMultiple: 1,
  benefits: [],
  ...over,
});
const vip = {
  code: 'LUCKY',
  config: { windowDays: 30, levels: [level(0, 0), level(1, 100_000, { benefits: ['FAST_WITHDRAWALS' as const] })] },
  members: { 0: 40, 1: 2 },
};
const mission = (id: number, over: Partial<engagementOpsApi.OpsMission> = {}): engagementOpsApi.OpsMission => ({
  id,
  period: 'DAILY',
  kind: 'BET_COUNT',
  title: `Mission ${id}`,
  target: 10,
  reward: 2_000,
  turnoverMultiple: 1,
  active: true,
  sort: 0,
  completions: 4,
  ...over,
});
const reload = jest.fn();

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useVip).mockReturnValue(answered(vip, reload));
  jest.mocked(useMissions).mockReturnValue(
    answered(
      {
        code: 'LUCKY',
        missions: [mission(1), mission(2, { title: 'Deposit 500', kind: 'DEPOSIT_AMOUNT', target: 50_000 })],
      },
      reload,
    ),
  );
});

describe('the VIP tab', () => {
  it('lists the levels with their members, recalculates, and saves the levels in minor units', async () => {
    jest
      .mocked(recalculateVip)
      .mockResolvedValue({ code: 'LUCKY', ran: true, members: 42, upgraded: 3, downgraded: 1, bonuses: 3 });
    jest.mocked(setVip).mockResolvedValue(vip);
    renderAs('marketing', <VipTab merchant="LUCKY" write />);
    const table = screen.getByTestId('vip-table');
    expect(within(table).getByText('1,000.00')).toBeTruthy();
    expect(within(table).getByText('Fast withdrawals')).toBeTruthy();
    expect(within(table).getByText('40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate now' }));
    expect(await screen.findByText('42 members checked: 3 up, 1 down, 3 bonuses')).toBeTruthy();
    expect(recalculateVip).toHaveBeenCalledWith('LUCKY');
    fireEvent.click(screen.getByRole('button', { name: 'Edit levels' }));
    const dialog = await screen.findByTestId('vip-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a level' }));
    const added = within(dialog).getByTestId('vip-level-2');
    fireEvent.change(within(added).getByLabelText('Deposits at least'), { target: { value: '2500' } });
    fireEvent.change(within(added).getByLabelText('Bets at least'), { target: { value: '10000.5' } });
    fireEvent.click(within(added).getByLabelText('Birthday gift'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setVip).toHaveBeenCalled());
    const [code, config] = jest.mocked(setVip).mock.calls[0]!;
    expect(code).toBe('LUCKY');
    expect(config.windowDays).toBe(30);
    expect(config.levels[1]).toEqual(vip.config.levels[1]);
    expect(config.levels[2]).toEqual({
      level: 2,
      label: 'VIP 2',
      minDeposit: 250_000,
      minTurnover: 1_000_050,
      upgradeBonus: 0,
      turnoverMultiple: 1,
      benefits: ['BIRTHDAY_GIFT'],
    });
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it("shows the server's refusal under the level it names", async () => {
    jest
      .mocked(setVip)
      .mockRejectedValue(new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/vip', { field: 'levels.1' }));
    renderAs('marketing', <VipTab merchant="LUCKY" write />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit levels' }));
    const dialog = await screen.findByTestId('vip-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const deposit = within(within(dialog).getByTestId('vip-level-1')).getByLabelText('Deposits at least');
    await waitFor(() => expect(deposit.getAttribute('aria-invalid')).toBe('true'));
  });

  it('offers no writes to a role that may only read', () => {
    renderAs('support', <VipTab merchant="LUCKY" write={false} />);
    expect(screen.getByText('VIP 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit levels' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recalculate now' })).toBeNull();
  });
});

describe('the missions tab', () => {
  it('lists the missions (a money target in major units) and creates one with minor units', async () => {
    jest.mocked(createMission).mockResolvedValue(mission(3));
    renderAs('marketing', <MissionsTab merchant="LUCKY" write />);
    const table = screen.getByTestId('missions-table');
    expect(within(table).getByText('500.00')).toBeTruthy();
    expect(within(table).getByText('Amount deposited')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New mission' }));
    const dialog = await screen.findByTestId('mission-dialog');
    fireEvent.change(within(dialog).getByLabelText('What counts'), { target: { value: 'BET_AMOUNT' } });
    fireEvent.change(within(dialog).getByLabelText('Period'), { target: { value: 'WEEKLY' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Bet 1,000' } });
    fireEvent.change(within(dialog).getByLabelText('Target'), { target: { value: '1000' } });
    fireEvent.change(within(dialog).getByLabelText('Reward'), { target: { value: '25.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create mission' }));
    await waitFor(() => expect(createMission).toHaveBeenCalled());
    expect(jest.mocked(createMission).mock.calls[0]).toEqual([
      'LUCKY',
      {
        period: 'WEEKLY',
        kind: 'BET_AMOUNT',
        title: 'Bet 1,000',
        target: 100_000,
        reward: 2_550,
        turnoverMultiple: 1,
        active: true,
        sort: 0,
      },
    ]);
    expect(await screen.findByText('Mission “Bet 1,000” created')).toBeTruthy();
    expect(reload).toHaveBeenCalled();
  });

  it("edits a mission and shows the server's refusal under its field; grants now", async () => {
    jest
      .mocked(updateMission)
      .mockRejectedValue(new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/missions/1', { field: 'title' }));
    jest.mocked(grantMissions).mockResolvedValue({ code: 'LUCKY', ran: true, members: 9, completed: 2 });
    renderAs('marketing', <MissionsTab merchant="LUCKY" write />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mission 1' }));
    const dialog = await screen.findByTestId('mission-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMission).toHaveBeenCalledWith('LUCKY', 1, expect.objectContaining({ target: 10 })),
    );
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Grant completed now' }));
    expect(await screen.findByText('9 members checked, 2 missions completed')).toBeTruthy();
  });

  it('offers no writes to a role that may only read', () => {
    renderAs('support', <MissionsTab merchant="LUCKY" write={false} />);
    expect(screen.getByText('Mission 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Grant completed now' })).toBeNull();
  });
});
