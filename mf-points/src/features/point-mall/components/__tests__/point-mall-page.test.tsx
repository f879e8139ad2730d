import { fireEvent, render, screen, within } from '@testing-library/react';
import { bus, initI18n, session } from 'shared-contracts';
import '../../../../config/i18n';
import { usePointsBalance } from '../../api/get-points-balance';
import { usePointsConfig } from '../../api/get-points-config';
import { usePointsRewards } from '../../api/list-points-rewards';
import { useRedemptions } from '../../api/list-redemptions';
import { PointMallPage } from '../point-mall-page';
import { answer, CONFIG, item, page, redemption } from './fixtures';

jest.mock('../../api/get-points-config');
jest.mock('../../api/get-points-balance');
jest.mock('../../api/list-points-rewards');
jest.mock('../../api/list-redemptions');
const config = usePointsConfig as jest.MockedFunction<typeof usePointsConfig>;
const balance = usePointsBalance as jest.MockedFunction<typeof usePointsBalance>;
const rewards = usePointsRewards as jest.MockedFunction<typeof usePointsRewards>;
const redemptions = useRedemptions as jest.MockedFunction<typeof useRedemptions>;

const show = (lang = 'EN') =>
  render(
    <PointMallPage
      bus={bus}
      session={session}
      navigate={jest.fn()}
      basePath="/pointMall"
      location={{ pathname: '/pointMall', search: '', hash: '' }}
      lang={lang}
    />,
  );

describe('point mall page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    session.set('token', 'tok');
    session.set('isTrial', null);
    config.mockReturnValue(answer(CONFIG));
    balance.mockReturnValue(answer({ enabled: true, balance: 12_500, held: 1_000 }));
    rewards.mockReturnValue(answer({ list: [item(1, { name: 'Lucky red envelope' }), item(2, { stock: 0 })] }));
    redemptions.mockReturnValue(answer(page([redemption(1)])));
  });
  afterAll(() => session.set('token', null));

  it('asks a visitor to log in, without calling the API', () => {
    session.set('token', null);
    const open = jest.fn();
    const off = bus.on('auth:open', open);
    show();
    expect(screen.getByText('Log in to use the points mall')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(open).toHaveBeenCalledWith({ modal: 'login' });
    expect(config).not.toHaveBeenCalled();
    off();
  });

  it('tells a trial it needs a real account', () => {
    session.set('isTrial', true);
    show();
    expect(screen.getByText('Please register a real account to use this feature')).toBeTruthy();
    expect(config).not.toHaveBeenCalled();
  });

  it('shows the points, the points in process and the exchange ratio above five tabs', () => {
    show();
    expect(screen.getByTestId('points-balance').textContent).toBe('12,500');
    expect(screen.getByTestId('points-held').textContent).toBe('1,000');
    expect(screen.getByTestId('points-ratio').textContent).toBe('1 point = VND 10.00');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Mall',
      'Redeem history',
      'Convert',
      'Points details',
      'Help center',
    ]);
    const cards = within(screen.getByTestId('points-items')).getAllByRole('article');
    expect(cards[0]!.textContent).toContain('Lucky red envelope');
    expect(cards[0]!.textContent).toContain('500 points');
    expect(cards[0]!.textContent).toContain('In stock: 10');
    expect(cards[1]!.textContent).toContain('Out of stock');
    expect((screen.getByRole('button', { name: 'Redeem Reward 2' }) as HTMLButtonElement).disabled).toBe(true);
    expect(rewards).toHaveBeenCalledWith({ lang: 'EN' });
    // Radix Tabs activate on mousedown (a click in jsdom does not).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Redeem history' }), { button: 0 });
    expect(screen.getByRole('tabpanel').textContent).toContain('In Process');
  });

  it('asks for the catalogue in TY and words everything in TY', async () => {
    const i18n = await initI18n('EN');
    await i18n.changeLanguage('TY');
    const ty = show('TY');
    expect(rewards).toHaveBeenCalledWith({ lang: 'TY' });
    expect(screen.getByText('Điểm của tôi')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chi tiết điểm' })).toBeTruthy();
    ty.unmount();
    await i18n.changeLanguage('EN');
  });

  it('says when the points mall is off, and offers a retry when it cannot load', () => {
    config.mockReturnValue(answer({ ...CONFIG, enabled: false }));
    const { unmount } = show();
    expect(screen.getByText('The points mall is not available')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    unmount();
    const failed = answer(null, { error: new Error('x') });
    config.mockReturnValue(failed);
    show();
    expect(screen.getByText('Could not load the points mall.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(failed.reload).toHaveBeenCalled();
  });
});
