import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  bus,
  formatDateTime,
  initI18n,
  type ResponsibleGamingState,
  type SelfExclusion,
} from 'shared-contracts';
import '../../../../config/i18n';
import { useResponsibleGaming } from '../../api/get-responsible-gaming';
import { selfExclude } from '../../api/self-exclude';
import { setDepositLimits } from '../../api/set-deposit-limits';
import { ResponsibleGamingSection } from '../responsible-gaming-section';

jest.mock('../../api/get-responsible-gaming');
jest.mock('../../api/set-deposit-limits');
jest.mock('../../api/self-exclude');
const hook = useResponsibleGaming as jest.MockedFunction<typeof useResponsibleGaming>;
type State = ReturnType<typeof useResponsibleGaming>;
const show = (s: Partial<State>) =>
  hook.mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s } as State);

const RAISE_AT = '2031-05-02T10:00:00.000Z';
const STATE: ResponsibleGamingState = {
  currency: 'VND',
  exclusion: null,
  limits: [
    {
      period: 'DAILY',
      amount: 100_000_00,
      pending: { amount: 200_000_00, effectiveAt: RAISE_AT },
      used: 60_000_00,
      remaining: 40_000_00,
      resetsAt: '2031-05-02T00:00:00.000Z',
    },
    { period: 'WEEKLY', amount: null, pending: null, used: 60_000_00, remaining: null, resetsAt: RAISE_AT },
    {
      period: 'MONTHLY',
      amount: 900_000_00,
      pending: { amount: null, effectiveAt: RAISE_AT },
      used: 60_000_00,
      remaining: 840_000_00,
      resetsAt: RAISE_AT,
    },
  ],
};

describe('responsible gaming in My account', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => jest.clearAllMocks());

  it('shows a skeleton while loading and a retry when it cannot load', () => {
    show({ loading: true });
    const { rerender } = render(<ResponsibleGamingSection />);
    expect(screen.getByTestId('responsible-gaming').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('rg-exclusion')).toBeNull();
    const reload = jest.fn();
    show({ error: new ApiError('NETWORK', 'err_network', 0, '/x'), reload });
    rerender(<ResponsibleGamingSection />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your responsible-gaming settings.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('lists each limit with its use and waiting change, and fills the form with where each is heading', () => {
    show({ data: STATE });
    render(<ResponsibleGamingSection />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Daily');
    expect(rows[1]!.textContent).toContain('VND 100,000.00');
    expect(rows[1]!.textContent).toContain('40,000.00');
    expect(rows[1]!.textContent).toContain(`200,000.00 from ${formatDateTime(RAISE_AT)}`);
    expect(rows[2]!.textContent).toContain('No limit');
    expect(rows[3]!.textContent).toContain(`No limit from ${formatDateTime(RAISE_AT)}`);
    expect((screen.getByLabelText('Daily limit') as HTMLInputElement).value).toBe('200,000.00');
    expect((screen.getByLabelText('Weekly limit') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Monthly limit') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/A lower limit applies at once/)).toBeTruthy();
  });

  it('saves the limits in minor units (empty: none), then reloads; refuses what is not an amount', async () => {
    const reload = jest.fn();
    show({ data: STATE, reload });
    jest.mocked(setDepositLimits).mockResolvedValue(STATE);
    render(<ResponsibleGamingSection />);
    fireEvent.change(screen.getByLabelText('Weekly limit'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Enter an amount above 0 with at most 2 decimals')).toBeTruthy();
    expect(setDepositLimits).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Weekly limit'), { target: { value: '1234.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(setDepositLimits).toHaveBeenCalledWith({ daily: 200_000_00, weekly: 123_450, monthly: null }),
    );
    expect(await screen.findByText('Your limits are saved.')).toBeTruthy();
    expect(reload).toHaveBeenCalled();
  });

  it('asks to confirm a self-exclusion, stating the consequences, then logs the player out', async () => {
    show({ data: STATE });
    const done: SelfExclusion = { startedAt: '2031-05-01T00:00:00.000Z', endsAt: '2031-05-31T00:00:00.000Z' };
    jest.mocked(selfExclude).mockResolvedValue(done);
    const events: unknown[] = [];
    const offs = [
      bus.on('prompt:show', (p) => events.push(['prompt', p])),
      bus.on('auth:logout-request', (p) => events.push(['logout', p])),
    ];
    render(<ResponsibleGamingSection />);
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'Secret@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog.textContent).toContain('You will be logged out at once.');
    expect(dialog.textContent).toContain('This cannot be shortened or cancelled.');
    expect(selfExclude).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(selfExclude).toHaveBeenCalledWith('P30D', '', 'Secret@123');
    expect(events).toEqual([
      ['prompt', { message: 'err_self_excluded', params: { until: formatDateTime(done.endsAt) } }],
      ['logout', { confirm: false }],
    ]);
    offs.forEach((off) => off());
  });

  it('needs a day after today for "until a day", and shows a refused password under the form', async () => {
    show({ data: STATE });
    jest
      .mocked(selfExclude)
      .mockRejectedValue(new ApiError('VALIDATION', 'err_password_incorrect', 400, '/x', { field: 'password' }));
    render(<ResponsibleGamingSection />);
    fireEvent.click(screen.getByRole('radio', { name: 'Until a day I choose' }));
    fireEvent.change(screen.getByLabelText('Last day of the exclusion'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(await screen.findByText('Please choose a day after today')).toBeTruthy();
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByLabelText('Last day of the exclusion'), { target: { value: day } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog.textContent).toContain(
      formatDateTime(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString()),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    expect(await screen.findByText('The password is incorrect')).toBeTruthy();
    expect(selfExclude).toHaveBeenCalledWith('UNTIL', day, 'nope');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says until when the player is excluded instead of the form', () => {
    show({ data: { ...STATE, exclusion: { startedAt: RAISE_AT, endsAt: '2031-06-01T00:00:00.000Z' } } });
    render(<ResponsibleGamingSection />);
    expect(screen.getByTestId('rg-exclusion').textContent).toContain(
      `You are excluded until ${formatDateTime('2031-06-01T00:00:00.000Z')}.`,
    );
    expect(screen.queryByRole('button', { name: 'Exclude me' })).toBeNull();
  });
});
