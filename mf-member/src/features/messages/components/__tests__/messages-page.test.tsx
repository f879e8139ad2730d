import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, initI18n, type MemberMessage } from 'shared-contracts';
import '../../../../config/i18n';
import { deleteMessage } from '../../api/delete-message';
import { useMessages } from '../../api/list-messages';
import { readAllMessages } from '../../api/read-all-messages';
import { readMessage } from '../../api/read-message';
import { MessagesPage } from '../messages-page';

jest.mock('../../api/list-messages');
jest.mock('../../api/read-message');
jest.mock('../../api/read-all-messages');
jest.mock('../../api/delete-message');
const list = useMessages as jest.MockedFunction<typeof useMessages>;
const read = readMessage as jest.MockedFunction<typeof readMessage>;
const readAll = readAllMessages as jest.MockedFunction<typeof readAllMessages>;
const remove = deleteMessage as jest.MockedFunction<typeof deleteMessage>;
type List = ReturnType<typeof useMessages>;

const message = (id: number, over: Partial<MemberMessage> = {}): MemberMessage => ({
  id,
  title: `Stored ${id}`,
  content: `<p>Body ${id}</p>`,
  kind: null,
  params: null,
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  readAt: null,
  ...over,
});
const credited = message(1, { kind: 'deposit_credited', params: { depositId: 9, amount: 50000, currency: 'VND' } });
const welcome = message(2, { title: 'Welcome', read: true, readAt: '2026-11-24T11:00:00.000Z' });
let reload: jest.Mock;
const answer = (items: MemberMessage[], page: Partial<NonNullable<List['data']>> = {}) => {
  reload = jest.fn();
  list.mockReturnValue({
    data: {
      list: items,
      pageNo: 1,
      pageSize: 10,
      total: items.length,
      totalPages: 1,
      unread: items.filter((m) => !m.read).length,
      ...page,
    },
    loading: false,
    error: null,
    reload,
  });
};
const changed = jest.fn();

describe('message page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    jest.clearAllMocks();
    changed.mockReset();
  });
  let off: () => void;
  beforeEach(() => (off = bus.on('messages:changed', changed)));
  afterEach(() => off());

  it('lists messages translated, unread ones marked, with the unread count', () => {
    answer([credited, welcome]);
    render(<MessagesPage />);
    const rows = screen.getAllByTestId('message-row');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Deposit credited', 'Welcome']);
    expect(rows[0]!.className).toContain('is-unread');
    expect(within(rows[0]!).getByText(/Unread/)).toBeTruthy();
    expect(rows[1]!.className).not.toContain('is-unread');
    expect(screen.getByTestId('inbox-unread').textContent).toBe('1 unread');
    expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, unreadFirst: false });
  });

  it('asks for unread first from page 1', () => {
    answer([credited], { total: 25, totalPages: 3 });
    render(<MessagesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(list).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10, unreadFirst: false });
    fireEvent.click(screen.getByLabelText('Unread first'));
    expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, unreadFirst: true });
  });

  it('opens a message, which marks it read, refreshes the list and tells the header', async () => {
    answer([credited, welcome]);
    read.mockResolvedValue({ ...credited, read: true, readAt: '2026-11-24T12:00:00.000Z' });
    render(<MessagesPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Unread: Deposit credited/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit credited' });
    expect(within(dialog).getByTestId('message-body').textContent).toContain(
      'Your deposit #9 of 500.00 VND has been credited to your wallet.',
    );
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(read).toHaveBeenCalledWith(1);
    expect(reload).toHaveBeenCalled();
  });

  it('opening a message already read does not tell the header again; the stored HTML shows', async () => {
    answer([welcome]);
    read.mockResolvedValue(welcome);
    render(<MessagesPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Welcome/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await waitFor(() => expect(read).toHaveBeenCalledWith(2));
    expect(within(dialog).getByText('Body 2').tagName).toBe('P');
    expect(changed).not.toHaveBeenCalled();
  });

  it('marks all read, then refreshes and tells the header; nothing to mark disables it', async () => {
    answer([credited]);
    readAll.mockResolvedValue({ updated: 1 });
    const { unmount } = render(<MessagesPage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    expect(readAll).toHaveBeenCalled();
    expect(changed).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    unmount();
    answer([welcome]);
    render(<MessagesPage />);
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes only after confirmation', async () => {
    answer([credited, welcome]);
    remove.mockResolvedValue(null);
    render(<MessagesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete message: Welcome' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(confirm.textContent).toContain('“Welcome” will be removed');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete message: Welcome' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(remove).toHaveBeenCalledWith(2);
    expect(changed).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there are no messages', () => {
    answer([]);
    render(<MessagesPage />);
    expect(screen.getByText('No messages yet.')).toBeTruthy();
  });
});
