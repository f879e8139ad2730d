import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import type { Announcement } from 'shared-contracts/engagement';
import '../../../../config/i18n';
import { useAnnouncements } from '../../api/get-announcements';
import { AnnouncementsModal } from '../announcements-modal';

jest.mock('../../api/get-announcements');
const hook = useAnnouncements as jest.MockedFunction<typeof useAnnouncements>;
type State = ReturnType<typeof useAnnouncements>;

const item = (n: number, over: Partial<Announcement> = {}): Announcement => ({
  id: n,
  title: `News ${n}`,
  content: `<p>Body of <strong>news ${n}</strong></p>`,
  promotionType: null,
  createdAt: '2031-05-02T08:00:00.000Z',
  ...over,
});
/** Page `pageNo` of `total` announcements, 9 a page, as the server answers it. */
const serve = (total: number, over: Partial<State> = {}) =>
  hook.mockImplementation((pageNo: number) => {
    const first = (pageNo - 1) * 9 + 1;
    const list = Array.from({ length: Math.max(0, Math.min(9, total - first + 1)) }, (_, i) =>
      item(first + i, (first + i) % 4 === 2 ? { promotionType: 'RELOAD' } : {}),
    );
    return {
      data: { list, pageNo, pageSize: 9, total, totalPages: Math.ceil(total / 9) },
      loading: false,
      error: null,
      reload: jest.fn(),
      ...over,
    } as State;
  });

const titles = () => screen.getAllByTestId('announcement').map((a) => a.getAttribute('aria-label'));

describe('the announcements modal (publicModal)', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => jest.clearAllMocks());

  it('shows 9 announcements a page and pages with the pager (5 links, 1 margin page)', async () => {
    serve(120);
    render(<AnnouncementsModal onClose={jest.fn()} navigate={jest.fn()} />);
    await screen.findByRole('dialog', { name: 'Announcements' });
    expect(titles()).toEqual(Array.from({ length: 9 }, (_, i) => `News ${i + 1}`));
    expect(screen.getByTestId('announcement-page').textContent).toBe('Page 1 of 14');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    const links = () =>
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent);
    expect(links()).toEqual(['1', '2', '3', '4', '5', '14']);
    expect(pager.textContent).toContain('…');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(hook).toHaveBeenLastCalledWith(2);
    expect(titles()).toEqual(Array.from({ length: 9 }, (_, i) => `News ${i + 10}`));
    expect(screen.getByTestId('announcement-page').textContent).toBe('Page 2 of 14');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
    // Five around page 5, page 1 as the margin (page 2 shown rather than a gap of one), then a gap and the last page.
    expect(links()).toEqual(['1', '2', '3', '4', '5', '6', '7', '14']);
    expect(within(pager).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens an item to its HTML content, one at a time', async () => {
    serve(3);
    render(<AnnouncementsModal onClose={jest.fn()} navigate={jest.fn()} />);
    await screen.findByRole('dialog', { name: 'Announcements' });
    const toggle = (n: number) => screen.getByRole('button', { name: new RegExp(`^News ${n}`) });
    expect(toggle(1).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('news 1')).toBeNull();
    fireEvent.click(toggle(1));
    expect(toggle(1).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('news 1').tagName).toBe('STRONG');
    fireEvent.click(toggle(3));
    expect(screen.queryByText('news 1')).toBeNull();
    expect(screen.getByText('news 3')).toBeTruthy();
    // A single page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('gives a promotion the go-to-promotion button, which closes the modal and opens the reward centre', async () => {
    serve(3);
    const onClose = jest.fn();
    const navigate = jest.fn();
    render(<AnnouncementsModal onClose={onClose} navigate={navigate} />);
    await screen.findByRole('dialog', { name: 'Announcements' });
    const promo = screen.getByRole('article', { name: 'News 2' });
    expect(within(promo).getByText('Promotion')).toBeTruthy();
    fireEvent.click(within(promo).getByRole('button', { name: /^News 2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to promotion' }));
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/member?page=rewardCenter');
    // Not a promotion: no button.
    fireEvent.click(screen.getByRole('button', { name: /^News 1/ }));
    expect(screen.queryByRole('button', { name: 'Go to promotion' })).toBeNull();
  });

  it('shows the loading, empty and error states', async () => {
    hook.mockReturnValue({ data: null, loading: true, error: null, reload: jest.fn() });
    const { unmount } = render(<AnnouncementsModal onClose={jest.fn()} navigate={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getByRole('status').getAttribute('aria-busy')).toBe('true');
    unmount();

    serve(0);
    const { unmount: unmount2 } = render(<AnnouncementsModal onClose={jest.fn()} navigate={jest.fn()} />);
    expect(await screen.findByText('No announcements yet.')).toBeTruthy();
    unmount2();

    const reload = jest.fn();
    hook.mockReturnValue({
      data: null,
      loading: false,
      error: new ApiError('NETWORK', 'err_network', 0, '/wps/system/announcements'),
      reload,
    });
    render(<AnnouncementsModal onClose={jest.fn()} navigate={jest.fn()} />);
    expect(await screen.findByText('Could not load the announcements.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
