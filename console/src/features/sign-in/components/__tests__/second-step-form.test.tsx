import { startAuthentication } from '@simplewebauthn/browser';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, type OperatorMe } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { passkeySignInOptions } from '../../api/passkey-options';
import { passkeySignIn } from '../../api/passkey-sign-in';
import { SecondStepForm } from '../second-step-form';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
jest.mock('../../api/passkey-options', () => ({ passkeySignInOptions: jest.fn() }));
jest.mock('../../api/passkey-sign-in', () => ({ passkeySignIn: jest.fn() }));

const operator = { id: 3, username: 'demo_finance' } as OperatorMe;
const options = { challenge: 'abc', rpId: 'localhost', allowCredentials: [{ id: 'cred', type: 'public-key' }] };
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

beforeAll(() => startI18n());
beforeEach(() => jest.resetAllMocks());

describe('the second step with a passkey', () => {
  it('offers "Use a passkey" when the password step says so, and signs in with the assertion', async () => {
    jest.mocked(passkeySignInOptions).mockResolvedValue(options);
    jest.mocked(startAuthentication).mockResolvedValue(assertion as never);
    jest.mocked(passkeySignIn).mockResolvedValue({ operator, csrfToken: 'csrf' });
    const onSignedIn = jest.fn();
    render(<SecondStepForm next={{ step: 'totp', passkey: true }} onSignedIn={onSignedIn} onBack={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(operator));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(passkeySignIn).toHaveBeenCalledWith({ response: assertion });
    // The authenticator code stays possible.
    expect(screen.getByLabelText('Authenticator code')).toBeTruthy();
  });

  it('says so when the browser gives no passkey, and shows the server refusal as it is', async () => {
    jest.mocked(passkeySignInOptions).mockResolvedValue(options);
    jest.mocked(startAuthentication).mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const onSignedIn = jest.fn();
    render(<SecondStepForm next={{ step: 'totp', passkey: true }} onSignedIn={onSignedIn} onBack={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/passkey was not used/);
    jest.mocked(startAuthentication).mockResolvedValue(assertion as never);
    jest
      .mocked(passkeySignIn)
      .mockRejectedValue(new ApiError('PASSKEY_INVALID', 'err_passkey_invalid', 400, '/ops/session/passkey'));
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The passkey could not be verified'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers no passkey to an operator without one', () => {
    render(<SecondStepForm next={{ step: 'totp' }} onSignedIn={jest.fn()} onBack={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
