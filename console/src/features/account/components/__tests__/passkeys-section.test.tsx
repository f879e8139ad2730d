import { startRegistration } from '@simplewebauthn/browser';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startI18n } from '../../../../config/i18n';
import { addPasskey } from '../../api/add-passkey';
import { useMyPasskeys } from '../../api/list-passkeys';
import { passkeyRegistrationOptions } from '../../api/passkey-options';
import { removePasskey } from '../../api/remove-passkey';
import { PasskeysSection } from '../passkeys-section';

jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
jest.mock('../../api/add-passkey', () => ({ addPasskey: jest.fn() }));
jest.mock('../../api/list-passkeys', () => ({ useMyPasskeys: jest.fn() }));
jest.mock('../../api/passkey-options', () => ({ passkeyRegistrationOptions: jest.fn() }));
jest.mock('../../api/remove-passkey', () => ({ removePasskey: jest.fn() }));

const reload = jest.fn();
const row = {
  id: 4,
  name: 'Work laptop',
  transports: ['internal'],
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
};

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useMyPasskeys).mockReturnValue({ data: { list: [row] }, loading: false, error: null, reload } as never);
});

describe('the passkeys of My account', () => {
  it('lists the passkeys and removes one', async () => {
    jest.mocked(removePasskey).mockResolvedValue(null);
    render(<PasskeysSection />);
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeTruthy();
    expect(screen.getAllByText('Work laptop').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(removePasskey).toHaveBeenCalledWith(4);
  });

  it('adds a passkey: registration options, the browser makes the credential, the server keeps it', async () => {
    const options = { challenge: 'abc', rp: { id: 'localhost', name: 'Back office' } };
    const attestation = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
    jest.mocked(passkeyRegistrationOptions).mockResolvedValue(options);
    jest.mocked(startRegistration).mockResolvedValue(attestation as never);
    jest.mocked(addPasskey).mockResolvedValue({ ...row, id: 5, name: 'Phone' });
    render(<PasskeysSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: ' Phone ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the passkey' }));
    await waitFor(() => expect(addPasskey).toHaveBeenCalledWith({ name: 'Phone', response: attestation }));
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(reload).toHaveBeenCalled();
  });
});
