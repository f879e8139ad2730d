import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import { Toaster } from 'shared-ui';
import '../../../../config/i18n';
import { useInvite } from '../../api/get-invite';
import { registerDownline } from '../../api/register-downline';
import { RegisterCenterPage } from '../register-center-page';

jest.mock('../../api/get-invite');
jest.mock('../../api/register-downline');
const invite = useInvite as jest.MockedFunction<typeof useInvite>;
const register = registerDownline as jest.MockedFunction<typeof registerDownline>;

const fill = (v: { username?: string; password?: string; confirm?: string; nickname?: string }) => {
  if (v.username !== undefined) fireEvent.change(screen.getByLabelText('Username'), { target: { value: v.username } });
  if (v.password !== undefined) fireEvent.change(screen.getByLabelText('Password'), { target: { value: v.password } });
  if (v.confirm !== undefined)
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: v.confirm } });
  if (v.nickname !== undefined)
    fireEvent.change(screen.getByLabelText('Nickname (optional)'), { target: { value: v.nickname } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('register centre', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    register.mockReset();
    invite.mockReturnValue({
      data: { code: 'AG7X2K', link: 'http://127.0.0.1:8080/?affiliateCode=AG7X2K' },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
  });

  it('checks the fields with the spec’s messages before calling', () => {
    render(<RegisterCenterPage />);
    submit();
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(3);
    fill({ username: 'ab', password: '12345', confirm: '12346' });
    submit();
    expect(screen.getByText('Use 4–16 letters, digits or _')).toBeTruthy();
    expect(screen.getByText('Use 6–20 characters')).toBeTruthy();
    expect(screen.getByText('Confirmation password is not correct')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers an agent below the caller and says so', async () => {
    register.mockResolvedValue({ account: 'new_agent', isAgent: true, invitationCode: 'NA1234' });
    render(
      <>
        <RegisterCenterPage />
        <Toaster />
      </>,
    );
    fill({ username: 'new_agent', password: 'Secret12', confirm: 'Secret12', nickname: ' Newbie ' });
    fireEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    submit();
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({
        username: 'new_agent',
        password: 'Secret12',
        nickname: 'Newbie',
        isAgent: true,
      }),
    );
    expect(await screen.findByText('Agent new_agent registered.')).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });

  it('shows a taken username under the field', async () => {
    register.mockRejectedValue(
      new ApiError('USERNAME_TAKEN', 'err_username_taken', 409, '/wps/agent/team/register', { field: 'username' }),
    );
    render(<RegisterCenterPage />);
    fill({ username: 'demo_player', password: 'Secret12', confirm: 'Secret12' });
    submit();
    expect(await screen.findByText('This username is already registered')).toBeTruthy();
  });

  it('shows the invitation code, the link with a copy button and its QR code', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <RegisterCenterPage />
        <Toaster />
      </>,
    );
    expect(invite).toHaveBeenCalled();
    expect(screen.getByTestId('invite-code').textContent).toBe('AG7X2K');
    expect((screen.getByLabelText('Register link') as HTMLInputElement).value).toBe(
      'http://127.0.0.1:8080/?affiliateCode=AG7X2K',
    );
    expect(screen.getByRole('img', { name: 'QR code of your register link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the register link' }));
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1:8080/?affiliateCode=AG7X2K');
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('offers a retry when the invitation cannot be loaded', () => {
    const reload = jest.fn();
    invite.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as never, reload });
    render(<RegisterCenterPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
