import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, DEFAULT_FEEDBACK_SETTINGS, initI18n, type Feedback } from 'shared-contracts';
import '../../../../config/i18n';
import { useFeedbackList } from '../../api/list-feedback';
import { sendFeedback } from '../../api/send-feedback';
import { FeedbackPage } from '../feedback-page';

jest.mock('../../api/list-feedback');
jest.mock('../../api/send-feedback');
const list = useFeedbackList as jest.MockedFunction<typeof useFeedbackList>;
const send = sendFeedback as jest.MockedFunction<typeof sendFeedback>;

const item = (id: number, over: Partial<Feedback> = {}): Feedback => ({
  id,
  type: 'deposit',
  content: `Feedback number ${id} about deposits`,
  contact: 'message',
  status: 'open',
  images: 0,
  answer: null,
  answeredAt: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  ...over,
});
let reload: jest.Mock;
const answer = (items: Feedback[], o: { loading?: boolean; error?: boolean; minWords?: number } = {}) => {
  reload = jest.fn();
  list.mockReturnValue({
    data:
      o.loading || o.error
        ? null
        : { list: items, settings: { ...DEFAULT_FEEDBACK_SETTINGS, minWords: o.minWords ?? 5, maxWords: 8 } },
    loading: Boolean(o.loading),
    error: o.error ? new ApiError('NETWORK', 'err_network', 0, '/wps/feedback') : null,
    reload,
  });
};
const file = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 0 });

describe('the feedback page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => send.mockReset());

  it('lists the member’s feedback with its status and the answer, or says there is none, or offers a retry', () => {
    answer([item(2, { status: 'answered', answer: 'We fixed it, thanks!' }), item(1)]);
    const { rerender } = render(<FeedbackPage />);
    const rows = within(screen.getByRole('list', { name: 'Your feedback' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Answered')).toBeTruthy();
    expect(within(rows[0]!).getByText('We fixed it, thanks!')).toBeTruthy();
    expect(within(rows[1]!).getByText('Waiting for an answer')).toBeTruthy();
    answer([]);
    rerender(<FeedbackPage />);
    expect(screen.getByText('You have not sent any feedback yet.')).toBeTruthy();
    answer([], { error: true });
    rerender(<FeedbackPage />);
    expect(screen.getByText('Could not load your feedback.')).toBeTruthy();
  });

  it('counts words live against the merchant’s limits and refuses too few or too many before sending', async () => {
    answer([]);
    render(<FeedbackPage />);
    const content = screen.getByLabelText('Your feedback');
    fireEvent.change(content, { target: { value: 'only three words' } });
    expect(screen.getByText('3 words (5–8)')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' })));
    expect(await screen.findByText('Please write at least 5 words')).toBeTruthy();
    fireEvent.change(content, { target: { value: 'one two three four five six seven eight nine' } });
    expect(await screen.findByText('Please write at most 8 words')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the topic, text, screenshots (checked, removable, at most 3) and contact, then reloads the list', async () => {
    answer([]);
    send.mockResolvedValue(item(9));
    render(<FeedbackPage />);
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByLabelText('Your feedback'), {
      target: { value: '  My withdrawal is late by two days  ' },
    });
    fireEvent.change(screen.getByLabelText('How should we answer?'), { target: { value: 'email' } });
    const input1 = screen.getByLabelText('Screenshot 1') as HTMLInputElement;
    fireEvent.change(input1, { target: { files: [file('notes.txt', 'text/plain')] } });
    expect(await screen.findByText('Only jpeg, jpg and png images are accepted')).toBeTruthy();
    const one = file('one.png', 'image/png');
    fireEvent.change(input1, { target: { files: [one] } });
    const two = file('two.jpg', 'image/jpeg');
    fireEvent.change(await screen.findByLabelText('Screenshot 2'), { target: { files: [two] } });
    fireEvent.change(await screen.findByLabelText('Screenshot 3'), { target: { files: [file('3.png', 'image/png')] } });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove screenshot/ })).toHaveLength(3));
    expect(screen.queryByLabelText('Screenshot 4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove screenshot 3' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' })));
    expect(send).toHaveBeenCalledWith({
      type: 'withdrawal',
      content: 'My withdrawal is late by two days',
      contact: 'email',
      images: [one, two],
    });
    expect(reload).toHaveBeenCalled();
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s refusal under the field it names', async () => {
    answer([], { minWords: 1 });
    send.mockRejectedValue(
      new ApiError('FEEDBACK_IMAGE_TYPE', 'activity_apply_remark_limit2', 400, '/wps/feedback', {
        field: 'screenshot1',
      }),
    );
    render(<FeedbackPage />);
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Broken' } });
    fireEvent.change(screen.getByLabelText('Screenshot 1'), { target: { files: [file('x.png', 'image/png')] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' })));
    expect(await screen.findByText('Only jpeg, jpg and png images are accepted')).toBeTruthy();
  });
});
