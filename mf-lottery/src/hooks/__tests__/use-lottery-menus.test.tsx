import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, gamesApi, initI18n, type Endpoint } from 'shared-contracts';
import { lotteryApi } from 'shared-contracts/lottery';
import '../../config/i18n';
import { WelcomeNote } from '../../features/welcome/components/welcome-note';
import { useLotteryMenus } from '../use-lottery-menus';

const LANES = { data: { lanes: [{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'TCG_LOTTO_VN' }] }] } };
const MENUS = { prizeMode: 'ELOTT', gameMenus: [], serverTime: new Date().toISOString() };

const call = jest.spyOn(api, 'call');
let answerFirstLogin: (value: unknown) => void = () => undefined;
let failFirstLogin: (error: Error) => void = () => undefined;

/** What the lottery page does: its menus (after the first login) and the welcome. */
function Probe() {
  const menus = useLotteryMenus('VN');
  return (
    <>
      <span data-testid="state">{menus.loading ? 'loading' : 'ready'}</span>
      <WelcomeNote nickname={menus.welcome} />
    </>
  );
}

const asked = () => call.mock.calls.map(([endpoint]) => (endpoint as Endpoint).path);

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  call.mockReset();
  call.mockImplementation(((endpoint: Endpoint) => {
    if (endpoint === lotteryApi.lotteryFirstLogin)
      return new Promise((resolve, reject) => {
        answerFirstLogin = resolve;
        failFirstLogin = reject;
      });
    if (endpoint === gamesApi.getGameVendors) return Promise.resolve(LANES);
    return Promise.resolve(MENUS);
  }) as never);
});

describe('the lottery first login (SPEC §7) before the menus, and the one-time welcome', () => {
  it('asks the first login once, and the menus only after it answered; welcomes a first-time member', async () => {
    render(<Probe />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(call).toHaveBeenCalledWith(lotteryApi.lotteryFirstLogin, { device: 'WEB' });
    expect(asked()).not.toContain(lotteryApi.getVnGameMenu.path);
    expect(screen.getByTestId('state').textContent).toBe('loading');

    await act(async () => answerFirstLogin({ firstTime: true, nickname: 'ann', prizeMode: 'ELOTT', createdAt: '' }));
    await waitFor(() => expect(asked()).toContain(lotteryApi.getVnGameMenu.path));
    expect(asked().filter((p) => p === lotteryApi.lotteryFirstLogin.path)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('ready'));

    expect(await screen.findByText('Welcome to the lottery')).toBeTruthy();
    expect(screen.getByText('Your lottery profile is ready, ann. Here is how it works:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start playing' }));
    await waitFor(() => expect(screen.queryByText('Welcome to the lottery')).toBeNull());
  });

  it('shows no welcome to a returning member', async () => {
    render(<Probe />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => answerFirstLogin({ firstTime: false, nickname: 'ann', prizeMode: 'ELOTT', createdAt: '' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('ready'));
    expect(screen.queryByText('Welcome to the lottery')).toBeNull();
  });

  it('still opens the lottery when the first login fails', async () => {
    render(<Probe />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => failFirstLogin(new Error('offline')));
    await waitFor(() => expect(asked()).toContain(lotteryApi.getVnGameMenu.path));
    expect(screen.queryByText('Welcome to the lottery')).toBeNull();
  });
});
