import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import type { vipApi } from 'shared-contracts/engagement';
import '../../../../config/i18n';
import { useVip } from '../../api/get-vip';
import { VipSection } from '../vip-section';

jest.mock('../../api/get-vip');
const hook = useVip as jest.MockedFunction<typeof useVip>;
type State = ReturnType<typeof useVip>;
type Vip = NonNullable<State['data']>;
const show = (s: Partial<State>) =>
  hook.mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s } as State);

const level = (n: number, minDeposit: number, minTurnover: number, over: Partial<vipApi.VipLevel> = {}) => ({
  level: n,
  label: `VIP ${n}`,
  minDeposit,
  minTurnover,
  upgradeBonus: n * 1_000_00,
  turnoverMultiple: 1,
  benefits: [] as vipApi.VipBenefit[],
  ...over,
});
const LEVELS = [
  level(0, 0, 0, { upgradeBonus: 0 }),
  level(1, 100_000_00, 10_000_00, { benefits: ['UPGRADE_BONUS', 'BIRTHDAY_GIFT'] }),
  level(2, 500_000_00, 50_000_00),
];
const VIP: Vip = {
  enabled: true,
  currency: 'VND',
  windowDays: 30,
  level: { level: 0, label: 'VIP 0' },
  deposit: 100_000_00,
  turnover: 2_500_00,
  next: {
    level: 1,
    label: 'VIP 1',
    deposit: { current: 100_000_00, required: 100_000_00, percent: 100 },
    turnover: { current: 2_500_00, required: 10_000_00, percent: 25 },
  },
  levels: LEVELS,
  updatedAt: null,
};

describe('the VIP section of My account', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => jest.clearAllMocks());

  it('shows a skeleton while loading and a retry when it cannot load', () => {
    show({ loading: true });
    const { container, rerender } = render(<VipSection />);
    expect(container.querySelector('.ui-skeleton')).not.toBeNull();
    const reload = jest.fn();
    show({ error: new ApiError('NETWORK', 'err_network', 0, '/wps/vip'), reload });
    rerender(<VipSection />);
    expect(screen.getByText('Could not load your VIP level.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows nothing when the merchant has VIP off', () => {
    show({ data: { ...VIP, enabled: false, level: null, next: null, levels: [] } });
    const { container } = render(<VipSection />);
    expect(container.innerHTML).toBe('');
  });

  it("shows the level, the window and each measure's progress to the next level", () => {
    show({ data: VIP });
    render(<VipSection />);
    expect(screen.getByTestId('vip-level-label').textContent).toBe('VIP 0');
    expect(screen.getByText(/last 30 days/)).toBeTruthy();
    expect(screen.getByText('Next level: VIP 1')).toBeTruthy();
    const deposit = within(screen.getByTestId('vip-progress-deposit')).getByRole('progressbar');
    expect(deposit.getAttribute('aria-valuenow')).toBe('100');
    const turnover = within(screen.getByTestId('vip-progress-turnover')).getByRole('progressbar');
    expect(turnover.getAttribute('aria-valuenow')).toBe('25');
    expect(turnover.getAttribute('aria-valuetext')).toBe('VND 2,500.00 of VND 10,000.00');
    expect(screen.queryByTestId('vip-reached')).toBeNull();
  });

  it('says a reached level is on its way, and the top level when there is no next one', () => {
    const reached = { ...VIP.next!, turnover: { current: 10_000_00, required: 10_000_00, percent: 100 } };
    show({ data: { ...VIP, next: reached } });
    const { rerender } = render(<VipSection />);
    expect(screen.getByTestId('vip-reached').textContent).toContain('VIP 1');
    show({ data: { ...VIP, level: { level: 2, label: 'VIP 2' }, next: null, updatedAt: '2031-05-02T10:00:00.000Z' } });
    rerender(<VipSection />);
    expect(screen.getByTestId('vip-top').textContent).toBe('You are at the highest level.');
    expect(screen.queryByTestId('vip-next')).toBeNull();
    expect(screen.getByText(/Level updated/)).toBeTruthy();
  });

  it('lists every level with its minimums, bonus and translated benefits, the member’s own marked', () => {
    show({ data: { ...VIP, level: { level: 1, label: 'VIP 1' } } });
    render(<VipSection />);
    const table = screen.getByTestId('vip-levels');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('100,000.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Birthday gift')).toBeTruthy();
    expect(within(rows[1]!).getByText('Upgrade bonus')).toBeTruthy();
    expect(screen.getByTestId('vip-level-current').textContent).toBe('VIP 1You');
  });

  it('speaks TY', async () => {
    show({ data: VIP });
    const i18n = await initI18n('EN');
    await i18n.changeLanguage('TY');
    const { unmount } = render(<VipSection />);
    expect(screen.getByText('Cấp tiếp theo: VIP 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Các cấp và quyền lợi' })).toBeTruthy();
    unmount();
    await i18n.changeLanguage('EN');
  });
});
