import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { ApiError, type contentPagesOpsApi as api } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';
import { createNotice } from '../../api/create-notice';
import { useAnnouncements } from '../../api/list-announcements';
import { useNotices } from '../../api/list-notices';
import { updateAnnouncement } from '../../api/update-announcement';
import { AnnouncementsPage } from '../announcements-page';
import { NoticesPage } from '../notices-page';

jest.mock('../../api/list-notices', () => ({ useNotices: jest.fn() }));
jest.mock('../../api/create-notice', () => ({ createNotice: jest.fn() }));
jest.mock('../../api/list-announcements', () => ({ useAnnouncements: jest.fn() }));
jest.mock('../../api/update-announcement', () => ({ updateAnnouncement: jest.fn() }));

const notice = (id: number, over: Partial<api.OpsNotice> = {}): api.OpsNotice => ({
  id,
  kind: 'POPUP',
  title: `Notice ${id}`,
  content: '<p>Hi</p>',
  execution: 'A',
  promotionType: null,
  sort: 0,
  startsAt: null,
  endsAt: null,
  status: 'LIVE',
  createdAt: '2030-04-01T00:00:00.000Z',
  ...over,
});
const announcement: api.OpsAnnouncement = {
  id: 5,
  title: 'Members’ news',
  content: '<p>News</p>',
  promotionType: 'FIRST_DEPOSIT',
  audience: 'B',
  startsAt: null,
  endsAt: '2030-01-01T00:00:00.000Z',
  status: 'ENDED',
  createdAt: '2029-12-01T00:00:00.000Z',
};
const paged = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });
const reload = jest.fn();

/** Writes HTML into the dialog's editor (jsdom cannot type into it: TipTap's instance on its element does). */
function write(dialog: HTMLElement, html: string) {
  const box = within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLElement & { editor: Editor };
  act(() => void box.editor.commands.setContent(html, { emitUpdate: true }));
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest
    .mocked(useNotices)
    .mockReturnValue(
      answered(
        paged([
          notice(1, { title: 'Visitors welcome', execution: 'F' }),
          notice(2, { title: 'Bar', kind: 'PLAYER', execution: null, status: 'SCHEDULED' }),
          notice(3, { title: 'Bonus', kind: 'PROMOTION', execution: null, promotionType: 'FIRST_DEPOSIT' }),
        ]),
        reload,
      ),
    );
  jest.mocked(useAnnouncements).mockReturnValue(answered(paged([announcement]), reload));
});

describe('the notices page', () => {
  it('lists the brand’s notices with their kind, audience and status, and filters by kind', async () => {
    renderAs('marketing', <NoticesPage />);
    expect(useNotices).toHaveBeenLastCalledWith('LUCKY', 1, undefined);
    const table = await screen.findByTestId('notices-table');
    const row = within(table).getByText('Visitors welcome').closest('tr')!;
    expect(within(row).getByText('Popup')).toBeTruthy();
    expect(within(row).getByText('Visitors (not signed in)')).toBeTruthy();
    expect(screen.getByTestId('content-status-2').textContent).toBe('Scheduled');
    expect(within(table).getByText('Everyone · FIRST_DEPOSIT')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'POPUP' } });
    expect(useNotices).toHaveBeenLastCalledWith('LUCKY', 1, 'POPUP');
  });

  it('publishes a popup for visitors with rich text', async () => {
    jest.mocked(createNotice).mockResolvedValue(notice(9));
    renderAs('marketing', <NoticesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Add notice' }));
    const dialog = await screen.findByTestId('notice-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    expect(await within(dialog).findByText('Give it a title')).toBeTruthy();
    expect(within(dialog).getByText('Write some text')).toBeTruthy();
    expect(createNotice).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'New here?' } });
    write(dialog, '<p><strong>Welcome</strong> visitor</p>');
    fireEvent.click(within(dialog).getByLabelText('Visitors (not signed in)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    await waitFor(() =>
      expect(createNotice).toHaveBeenCalledWith(
        {
          kind: 'POPUP',
          title: 'New here?',
          content: '<p><strong>Welcome</strong> visitor</p>',
          execution: 'F',
          promotionType: null,
          sort: 0,
          startsAt: null,
          endsAt: null,
        },
        'LUCKY',
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).toBeNull());
    expect(reload).toHaveBeenCalled();
  });

  it('asks a promotion for its type, and shows the server’s refusal under the text', async () => {
    jest
      .mocked(createNotice)
      .mockRejectedValue(
        new ApiError('VALIDATION', 'err_input_empty', 400, '/ops/content/notices', { field: 'content' }),
      );
    renderAs('admin', <NoticesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Add notice' }));
    const dialog = await screen.findByTestId('notice-dialog');
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'PROMOTION' } });
    expect(within(dialog).queryByText('Shown to')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Bonus' } });
    write(dialog, '<p>x</p>');
    fireEvent.change(within(dialog).getByLabelText('Promotion type'), { target: { value: 'first deposit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    expect(await within(dialog).findByText('Capital letters, digits and _ (such as FIRST_DEPOSIT)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Promotion type'), { target: { value: 'FIRST_DEPOSIT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    expect(await within(dialog).findByText('Write some text')).toBeTruthy();
    expect(jest.mocked(createNotice).mock.calls[0]![0]).toMatchObject({ kind: 'PROMOTION', execution: null });
  });

  it('shows a support operator the list without add, edit or delete', async () => {
    renderAs('support', <NoticesPage />);
    await screen.findByTestId('notices-table');
    expect(screen.queryByRole('button', { name: 'Add notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Visitors welcome' })).toBeNull();
  });
});

describe('the announcements page', () => {
  it('edits an announcement: its audience and promotion kept unless changed', async () => {
    jest.mocked(updateAnnouncement).mockResolvedValue({ ...announcement, audience: 'A' });
    renderAs('marketing', <AnnouncementsPage />);
    const table = await screen.findByTestId('announcements-table');
    expect(within(table).getByText('Signed-in members')).toBeTruthy();
    expect(screen.getByTestId('content-status-5').textContent).toBe('Ended');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Members’ news' }));
    const dialog = await screen.findByTestId('announcement-dialog');
    expect((within(dialog).getByLabelText('Signed-in members') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Everyone'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateAnnouncement).toHaveBeenCalledWith(
        5,
        {
          title: 'Members’ news',
          content: '<p>News</p>',
          promotionType: 'FIRST_DEPOSIT',
          audience: 'A',
          startsAt: null,
          endsAt: '2030-01-01T00:00:00.000Z',
        },
        'LUCKY',
      ),
    );
  });
});
