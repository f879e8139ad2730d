import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, bus, initI18n, session, type ParcelProps } from 'shared-contracts';
import type { Promotion } from 'shared-contracts/engagement';
import '../../../../config/i18n';
import { applyPromotion } from '../../api/apply-promotion';
import { joinRaffle } from '../../api/join-raffle';
import { usePromotions } from '../../api/list-promotions';
import { PromotionsPage } from '../promotions-page';

jest.mock('../../api/list-promotions');
jest.mock('../../api/apply-promotion');
jest.mock('../../api/join-raffle');
const list = usePromotions as jest.MockedFunction<typeof usePromotions>;
const apply = applyPromotion as jest.MockedFunction<typeof applyPromotion>;
const join = joinRaffle as jest.MockedFunction<typeof joinRaffle>;

const promo = (id: number, over: Partial<Promotion> = {}): Promotion => ({
  id,
  kind: 'APPLY',
  title: `Activity ${id}`,
  bannerUrl: `/assets/banner/${id}.svg`,
  rules: '<p>Deposit, then <b>apply</b>.</p>',
  audience: 'ALL',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  rewardAmount: 5_000_000,
  turnoverMultiple: 3,
  phase: 'PROCESS',
  state: null,
  status: 'PROCESS',
  eligible: true,
  rejectReason: null,
  raffle: null,
  ...over,
});
const raffle = promo(2, {
  kind: 'RAFFLE',
  title: 'Lucky draw',
  raffle: { winners: 3, entries: 10, commitment: 'c0ffee', drawnAt: null, seed: null },
});
let reload: jest.Mock;
const answer = (items: Promotion[], o: { loading?: boolean; error?: boolean } = {}) => {
  reload = jest.fn();
  list.mockReturnValue({
    data: o.loading || o.error ? null : { list: items, serverTime: '2026-06-01T00:00:00.000Z' },
    loading: Boolean(o.loading),
    error: o.error ? new ApiError('NETWORK', 'err_network', 0, '/wps/promotions') : null,
    reload,
  });
};
const props = (navigate = jest.fn()): ParcelProps => ({
  bus,
  session,
  navigate,
  basePath: '/promotions',
  location: { pathname: '/promotions', search: '', hash: '' },
  lang: 'EN',
});
const file = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 0 });
const openDetails = async (title: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Details: ${title}` }));
  return screen.findByRole('dialog', { name: title });
};

describe('promotions page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    jest.clearAllMocks();
    session.set('token', 'tok');
    session.set('isTrial', null);
  });
  afterAll(() => session.set('token', null));

  it('shows each activity as a card with its status in the words of SPEC §4', () => {
    answer([
      promo(1),
      raffle,
      promo(3, { phase: 'COMING_SOON', status: 'COMING_SOON' }),
      promo(4, { state: 'APPLYING', status: 'APPLYING' }),
      promo(5, { phase: 'CLOSED', status: 'CLOSED' }),
    ]);
    render(<PromotionsPage {...props()} />);
    const cards = screen.getAllByTestId('promo-card');
    expect(cards.map((c) => within(c).getByTestId('promo-status').textContent)).toEqual([
      'In process',
      'In process',
      'Coming soon',
      'Applying',
      'Closed',
    ]);
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('Activity 1');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/assets/banner/1.svg');
    expect(cards[1]!.textContent).toContain('Lucky draw');
  });

  it('has loading, error (with retry) and empty states', () => {
    answer([], { loading: true });
    const { unmount } = render(<PromotionsPage {...props()} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    unmount();
    answer([], { error: true });
    const failed = render(<PromotionsPage {...props()} />);
    expect(screen.getByText('Could not load the promotions.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
    failed.unmount();
    answer([]);
    render(<PromotionsPage {...props()} />);
    expect(screen.getByTestId('empty-state')).toBeTruthy();
  });

  it('asks a visitor to log in from the details, which show the rules as HTML', async () => {
    session.set('token', null);
    answer([promo(1)]);
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    render(<PromotionsPage {...props()} />);
    const dialog = await openDetails('Activity 1');
    expect(within(dialog).getByTestId('promo-rules').querySelector('b')!.textContent).toBe('apply');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in to take part' }));
    expect(opened).toHaveBeenCalledWith({ modal: 'login' });
    off();
  });

  it('gives a trial the in_need_true_account prompt', async () => {
    session.set('isTrial', true);
    answer([promo(1)]);
    const prompt = jest.fn();
    const off = bus.on('prompt:show', prompt);
    render(<PromotionsPage {...props()} />);
    const dialog = await openDetails('Activity 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trial accounts cannot take part' }));
    expect(prompt).toHaveBeenCalledWith({ message: 'in_need_true_account' });
    off();
  });

  it('checks the comment (140 characters, counted) and images (type, size) before applying with them', async () => {
    answer([promo(1)]);
    apply.mockResolvedValue(promo(1, { state: 'APPLYING', status: 'APPLYING' }));
    render(<PromotionsPage {...props()} />);
    const dialog = await openDetails('Activity 1');
    const comment = within(dialog).getByLabelText('Comment');
    fireEvent.change(comment, { target: { value: 'x'.repeat(141) } });
    expect(await within(dialog).findByText('At most 140 characters')).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'My ticket' } });
    expect(await within(dialog).findByText('9 / 140 characters')).toBeTruthy();

    const input1 = within(dialog).getByLabelText('Image 1') as HTMLInputElement;
    fireEvent.change(input1, { target: { files: [file('notes.txt', 'text/plain')] } });
    expect(await within(dialog).findByText('Only jpeg, jpg and png images are accepted')).toBeTruthy();
    fireEvent.change(input1, { target: { files: [file('big.png', 'image/png', 5_242_881)] } });
    expect(await within(dialog).findByText('Each image may be at most 5 MB')).toBeTruthy();
    const photo = file('photo.png', 'image/png');
    fireEvent.change(input1, { target: { files: [photo] } });
    const input2 = (await within(dialog).findByLabelText('Image 2')) as HTMLInputElement;
    const second = file('second.jpg', 'image/jpeg');
    fireEvent.change(input2, { target: { files: [second] } });
    const input3 = (await within(dialog).findByLabelText('Image 3')) as HTMLInputElement;
    fireEvent.change(input3, { target: { files: [file('third.jpg', 'image/jpeg')] } });
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Remove image/ })).toHaveLength(3));
    expect(within(dialog).queryByLabelText('Image 4')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 3' }));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(apply).toHaveBeenCalledWith({ activityId: 1, comment: 'My ticket', images: [photo, second] });
    expect(await within(dialog).findByText('Your application is being reviewed.')).toBeTruthy();
    expect(reload).toHaveBeenCalled();
  });

  it("shows the server's refusal of an image under that image", async () => {
    answer([promo(1)]);
    apply.mockRejectedValue(
      new ApiError('PROMOTION_IMAGE_TYPE', 'activity_apply_remark_limit2', 400, '/wps/promotions/apply', {
        field: 'image1',
      }),
    );
    render(<PromotionsPage {...props()} />);
    const dialog = await openDetails('Activity 1');
    fireEvent.change(within(dialog).getByLabelText('Image 1'), { target: { files: [file('fake.png', 'image/png')] } });
    await within(dialog).findByLabelText('Image 2');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(within(dialog).getByText('Only jpeg, jpg and png images are accepted')).toBeTruthy();
  });

  it('joins a raffle; a rejected application shows its reason; an issued reward leads to the reward centre', async () => {
    answer([
      raffle,
      promo(3, { state: 'REJECTED', status: 'REJECTED', rejectReason: 'Blurry' }),
      promo(4, { state: 'ISSUED', status: 'ISSUED' }),
    ]);
    join.mockResolvedValue({ ...raffle, state: 'JOINED', status: 'JOINED' });
    const navigate = jest.fn();
    render(<PromotionsPage {...props(navigate)} />);
    let dialog = await openDetails('Lucky draw');
    expect(within(dialog).getByText('c0ffee')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Join the draw' })));
    expect(join).toHaveBeenCalledWith(2);
    expect(within(dialog).getByText('You have joined. Winners are drawn when the activity ends.')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDetails('Activity 3');
    expect(within(dialog).getByText('Reason: Blurry')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDetails('Activity 4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to reward center' }));
    expect(navigate).toHaveBeenCalledWith('/member?page=rewardCenter');
  });

  it('speaks TY', async () => {
    answer([promo(1, { state: 'CLAIMED', status: 'CLAIMED' })]);
    const i18n = await initI18n('EN');
    await i18n.changeLanguage('TY');
    const ty = render(<PromotionsPage {...props()} />);
    expect(screen.getByTestId('promo-status').textContent).toBe('Đã nhận');
    ty.unmount();
    await i18n.changeLanguage('EN');
  });
});
