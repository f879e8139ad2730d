import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import type { ReferralFriend } from 'shared-contracts/engagement';
import '../../../../config/i18n';
import { useReferral } from '../../api/get-referral';
import { useFriends } from '../../api/list-friends';
import { ReferralPage } from '../referral-page';

jest.mock('../../api/get-referral');
jest.mock('../../api/list-friends');
const referralHook = useReferral as jest.MockedFunction<typeof useReferral>;
const friendsHook = useFriends as jest.MockedFunction<typeof useFriends>;
type Overview = ReturnType<typeof useReferral>;
type Friends = ReturnType<typeof useFriends>;
const base = { data: null, loading: false, error: null, reload: jest.fn() };
const failure = () => new ApiError('NETWORK', 'err_network', 0, '/wps/referral');

const OVERVIEW: NonNullable<Overview['data']> = {
  code: 'K7MX2QPA',
  link: '/register?referralCode=K7MX2QPA',
  currency: 'VND',
  rules: { enabled: true, reward: 5_000_000, turnoverMultiple: 1, minDeposit: 20_000_000, qualifyDays: 7 },
  invited: 3,
  qualified: 2,
  rewarded: 1,
  earned: 10_000_000,
};
const friend = (state: ReferralFriend['state'], over: Partial<ReferralFriend> = {}): ReferralFriend => ({
  account: `fr***${state.slice(0, 2).toLowerCase()}`,
  joinedAt: '2031-05-02T08:00:00.000Z',
  state,
  qualifiedAt: state === 'REGISTERED' ? null : '2031-05-03T08:00:00.000Z',
  reward: state === 'REGISTERED' ? null : 5_000_000,
  ...over,
});
const showOverview = (s: Partial<Overview>) => referralHook.mockReturnValue({ ...base, ...s } as Overview);
const showFriends = (list: ReferralFriend[], s: Partial<Friends> = {}, totalPages = 1) =>
  friendsHook.mockReturnValue({
    ...base,
    data: { list, pageNo: 1, pageSize: 10, total: list.length, totalPages },
    ...s,
  } as Friends);

describe('the referral page', () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  beforeAll(() => {
    initI18n('EN');
    Object.assign(navigator, { clipboard: { writeText } });
  });
  beforeEach(() => {
    jest.clearAllMocks();
    writeText.mockResolvedValue();
  });

  it('shows the code, the invite link on this site with its QR code, the rule and the counts', () => {
    showOverview({ data: OVERVIEW });
    showFriends([]);
    render(<ReferralPage />);
    const link = `${location.origin}/register?referralCode=K7MX2QPA`;
    expect((screen.getByRole('textbox', { name: 'Your referral code' }) as HTMLInputElement).value).toBe('K7MX2QPA');
    expect((screen.getByRole('textbox', { name: 'Your invite link' }) as HTMLInputElement).value).toBe(link);
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
    expect(screen.getByTestId('referral-rules').textContent).toBe(
      "When a friend's deposits reach VND 200,000.00 within 7 days of signing up with your code, you get VND 50,000.00 in your reward center. Each reward asks for 1× its amount in bets before you withdraw it.",
    );
    expect(screen.getByTestId('referral-invited').textContent).toBe('3');
    expect(screen.getByTestId('referral-qualified').textContent).toBe('2');
    expect(screen.getByTestId('referral-rewarded').textContent).toBe('1');
    expect(screen.getByTestId('referral-earned').textContent).toBe('VND 100,000.00');
  });

  it('copies the code and the link', async () => {
    showOverview({ data: OVERVIEW });
    showFriends([]);
    render(<ReferralPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/register?referralCode=K7MX2QPA`));
    fireEvent.click(screen.getByRole('button', { name: 'Copy referral code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('K7MX2QPA'));
  });

  it('lists the friends with their state and reward, and pages them', () => {
    showOverview({ data: OVERVIEW });
    showFriends([friend('REGISTERED'), friend('QUALIFIED'), friend('REWARDED')], {}, 2);
    render(<ReferralPage />);
    const table = screen.getByTestId('referral-friends');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['fr***re', 'fr***qu', 'fr***re']);
    expect(screen.getAllByTestId('referral-friend-state').map((s) => s.textContent)).toEqual([
      'Registered',
      'Qualified',
      'Rewarded',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[3]!.textContent).toBe('—');
    expect(within(rows[1]!).getAllByRole('cell')[3]!.textContent).toBe('VND 50,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(friendsHook).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
  });

  it('says when the programme is paused, and shows the empty and error states of the friends list', () => {
    showOverview({ data: { ...OVERVIEW, rules: { ...OVERVIEW.rules, enabled: false } } });
    showFriends([]);
    const { unmount } = render(<ReferralPage />);
    expect(screen.getByText(/Referral rewards are paused/)).toBeTruthy();
    expect(screen.queryByTestId('referral-rules')).toBeNull();
    expect(screen.getByText('No friends yet.')).toBeTruthy();
    unmount();

    const reload = jest.fn();
    showOverview({ data: OVERVIEW });
    showFriends([], { data: null, error: failure(), reload });
    render(<ReferralPage />);
    expect(screen.getByText('Could not load your friends.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows the loading state, then the error with a retry', () => {
    showOverview({ loading: true });
    showFriends([]);
    const { unmount } = render(<ReferralPage />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('referral-invite')).toBeNull();
    unmount();
    const reload = jest.fn();
    showOverview({ error: failure(), reload });
    render(<ReferralPage />);
    expect(screen.getByText('Could not load your referral details.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
