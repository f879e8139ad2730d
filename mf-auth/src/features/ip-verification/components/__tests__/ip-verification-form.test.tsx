import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, initI18n, type LoginReply } from 'shared-contracts';
import '../../../../config/i18n';
import { verifyIp } from '../../api/verify-ip';
import { IpVerificationForm } from '../ip-verification-form';

jest.mock('../../api/verify-ip', () => ({ verifyIp: jest.fn() }));
jest.mock('../../api/send-ip-code', () => ({ sendIpCode: jest.fn() }));

const CHALLENGE = {
  ticket: 'ticket-1',
  methods: [
    { method: 'AUTHENTICATOR' as const, hint: '' },
    { method: 'EMAIL' as const, hint: 'a***@example.com' },
  ],
};

describe('the new-IP check with an authenticator app', () => {
  beforeAll(() => initI18n('EN'));

  it('offers the app first without a send button, shows a wrong code and finishes with the right one', async () => {
    const reply = { token: 't' } as LoginReply;
    jest
      .mocked(verifyIp)
      .mockRejectedValueOnce(new ApiError('INVALID_CODE', 'err_invalid_code', 400, '/wps/verification/ip'))
      .mockResolvedValueOnce(reply);
    const onVerified = jest.fn();
    render(<IpVerificationForm challenge={CHALLENGE} onVerified={onVerified} />);
    expect(screen.getByRole('tab', { name: 'Authenticator app' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/Enter the code your authenticator app shows/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    const field = screen.getByLabelText('Authenticator or recovery code');
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid verification code');
    fireEvent.change(field, { target: { value: 'abcdefghij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(reply));
    expect(verifyIp).toHaveBeenLastCalledWith('ticket-1', 'AUTHENTICATOR', 'abcdefghij');
    // The e-mail tab still sends a code.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'E-mail' }), { button: 0 });
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeTruthy();
  });
});
