import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, type brandSettingsOpsApi, type OpsSecurityQuestion } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';
import { addSecurityQuestion } from '../../api/add-security-question';
import { useBrandSettings } from '../../api/get-brand-settings';
import { useSecurityQuestions } from '../../api/list-security-questions';
import { updateSecurityQuestion } from '../../api/update-security-question';
import { BrandSettingsPage } from '../brand-settings-page';

jest.mock('../../api/get-brand-settings', () => ({ useBrandSettings: jest.fn() }));
jest.mock('../../api/list-security-questions', () => ({ useSecurityQuestions: jest.fn() }));
jest.mock('../../api/add-security-question', () => ({ addSecurityQuestion: jest.fn() }));
jest.mock('../../api/update-security-question', () => ({ updateSecurityQuestion: jest.fn() }));

const settings = {
  code: 'DEMO',
  modules: [],
  registerRules: [],
  security: { securityQuestionsEnabled: false },
  customerService: { url: '', hours: { days: [], from: '09:00', to: '17:00', timeZone: 'UTC' } },
  resources: [],
} as unknown as brandSettingsOpsApi.BrandSettings;
const questions: OpsSecurityQuestion[] = [
  { questionId: 1, question: 'What is your favourite colour?', stock: true, offered: true, sort: 0, answers: 3 },
  { questionId: 101, question: 'What was your first car?', stock: false, offered: false, sort: 1, answers: 0 },
];
const reload = jest.fn();
const at = (role: 'admin' | 'support' = 'admin') =>
  renderAs(
    role,
    <Routes>
      <Route path="/console/settings/*" element={<BrandSettingsPage />} />
    </Routes>,
    '/console/settings/questions',
    'DEMO',
  );

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useBrandSettings).mockReturnValue(answered(settings));
  jest.mocked(useSecurityQuestions).mockReturnValue(answered({ list: questions }, reload));
});

describe('the security questions tab', () => {
  it('lists stock and own questions with who uses them, says the feature is off, and rewords only an own one', async () => {
    at();
    const tab = await screen.findByTestId('settings-questions');
    expect(within(tab).getByText(/Security questions are off/)).toBeTruthy();
    expect(within(tab).getByText('Stock (translated)')).toBeTruthy();
    expect(within(tab).queryByRole('button', { name: 'Edit What is your favourite colour?' })).toBeNull();
    fireEvent.click(within(tab).getByRole('button', { name: 'Edit What was your first car?' }));
    const dialog = await screen.findByTestId('question-dialog');
    fireEvent.change(within(dialog).getByLabelText('Question'), {
      target: { value: 'what is your favourite colour?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This brand has this question already')).toBeTruthy();
    jest.mocked(updateSecurityQuestion).mockResolvedValue({ list: questions });
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Make of your first car?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateSecurityQuestion).toHaveBeenCalledWith('DEMO', 101, { question: 'Make of your first car?' }),
    );
    expect(reload).toHaveBeenCalled();
  });

  it('adds a question and shows the server’s refusal under the field', async () => {
    jest
      .mocked(addSecurityQuestion)
      .mockRejectedValue(new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops', { field: 'question' }));
    at();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a question' }));
    const dialog = await screen.findByTestId('question-dialog');
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Hi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A question of 5 to 120 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Your lucky number?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addSecurityQuestion).toHaveBeenCalledWith('DEMO', 'Your lucky number?'));
    expect(await within(dialog).findByText('Please check the highlighted field')).toBeTruthy();
  });

  it('moves a question down by swapping places, and offers one again', async () => {
    jest.mocked(updateSecurityQuestion).mockResolvedValue({ list: questions });
    at();
    const tab = await screen.findByTestId('settings-questions');
    expect(
      (within(tab).getByRole('button', { name: 'Move up: What is your favourite colour?' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(tab).getByRole('button', { name: 'Move down: What is your favourite colour?' }));
    await waitFor(() => expect(updateSecurityQuestion).toHaveBeenCalledWith('DEMO', 1, { sort: 10 }));
    expect(updateSecurityQuestion).toHaveBeenCalledWith('DEMO', 101, { sort: 0 });
    fireEvent.click(within(tab).getByRole('button', { name: 'Offer What was your first car?' }));
    await waitFor(() => expect(updateSecurityQuestion).toHaveBeenCalledWith('DEMO', 101, { offered: true }));
  });

  it('shows a support operator the list without changes', async () => {
    at('support');
    const tab = await screen.findByTestId('settings-questions');
    expect(within(tab).getByText('What was your first car?')).toBeTruthy();
    expect(within(tab).queryByRole('button', { name: 'Add a question' })).toBeNull();
  });
});
