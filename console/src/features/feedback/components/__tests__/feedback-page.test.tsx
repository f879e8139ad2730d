import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { permissionsOf, type OperatorMe, type OperatorRole, type OpsFeedback } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { answerFeedback } from '../../api/answer-feedback';
import { closeFeedback } from '../../api/close-feedback';
import { useFeedbackQueue } from '../../api/list-feedback';
import { FeedbackPage } from '../feedback-page';

jest.mock('../../api/list-feedback', () => ({ useFeedbackQueue: jest.fn() }));
jest.mock('../../api/answer-feedback', () => ({ answerFeedback: jest.fn() }));
jest.mock('../../api/close-feedback', () => ({ closeFeedback: jest.fn() }));

const row = (id: number, over: Partial<OpsFeedback> = {}): OpsFeedback => ({
  id,
  type: 'withdrawal',
  content: 'My withdrawal is late by two days',
  contact: 'message',
  status: 'open',
  images: 1,
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-29T06:00:00.000Z',
  merchant: 'DEMO',
  memberId: 40 + id,
  username: `player${id}`,
  imageUrls: [`/ops/feedback/${id}/images/1?merchant=DEMO`],
  answeredBy: null,
  closedAt: null,
  ...over,
});
const reload = jest.fn();
const me = (role: OperatorRole): OperatorMe => ({
  id: 7,
  username: `demo_${role}`,
  role,
  merchants: ['DEMO'],
  scope: ['DEMO'],
  permissions: permissionsOf(role),
});
function renderPage(role: OperatorRole = 'support') {
  const value = {
    me: me(role),
    merchant: 'DEMO',
    oneMerchant: 'DEMO',
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <FeedbackPage />
    </OperatorProvider>,
  );
}
const paged = (list: OpsFeedback[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useFeedbackQueue).mockReturnValue({ data: paged([row(1)]), loading: false, error: null, reload });
});

describe('the Feedback queue', () => {
  it('lists open feedback first and filters by status', () => {
    renderPage();
    expect(useFeedbackQueue).toHaveBeenLastCalledWith({ merchant: 'DEMO', status: 'open', page: 1, pageSize: 20 });
    expect(within(screen.getByTestId('feedback-table')).getByText('player1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    expect(useFeedbackQueue).toHaveBeenLastCalledWith({ merchant: 'DEMO', page: 1, pageSize: 20 });
  });

  it('shows the text and screenshots, and answers as support: the player is told, the list reloads', async () => {
    jest.mocked(answerFeedback).mockResolvedValue(row(1, { status: 'answered', answer: 'Paid today' }));
    renderPage('support');
    fireEvent.click(screen.getByTestId('feedback-open-1'));
    const detail = await screen.findByTestId('feedback-detail');
    expect(within(detail).getByText('My withdrawal is late by two days')).toBeTruthy();
    expect(within(detail).getByRole('img', { name: 'Screenshot 1' }).getAttribute('src')).toBe(
      '/ops/feedback/1/images/1?merchant=DEMO',
    );
    fireEvent.click(within(detail).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByTestId('feedback-answer');
    const box = within(dialog).getByLabelText('Your answer (sent to the player as a platform message)');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' })));
    expect(await within(dialog).findByText('Write an answer')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  Paid today  ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' })));
    await waitFor(() => expect(answerFeedback).toHaveBeenCalledWith(1, 'DEMO', 'Paid today'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('closes feedback; an auditor reads it but has no answer or close', async () => {
    jest.mocked(closeFeedback).mockResolvedValue(row(1, { status: 'closed' }));
    const { unmount } = renderPage('admin');
    fireEvent.click(screen.getByTestId('feedback-open-1'));
    const detail = await screen.findByTestId('feedback-detail');
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Close feedback' })));
    expect(closeFeedback).toHaveBeenCalledWith(1, 'DEMO');
    expect(reload).toHaveBeenCalled();
    unmount();
    renderPage('auditor');
    fireEvent.click(screen.getByTestId('feedback-open-1'));
    const readOnly = await screen.findByTestId('feedback-detail');
    expect(within(readOnly).queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(within(readOnly).queryByRole('button', { name: 'Close feedback' })).toBeNull();
  });
});
