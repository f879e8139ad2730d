import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { disableTotp } from '../../api/disable-totp';
import { enableTotp } from '../../api/enable-totp';
import { useTotpStatus } from '../../api/get-totp-status';
import { setUpTotp } from '../../api/set-up-totp';
import { TwoStepSetting } from '../two-step-setting';

jest.mock('../../api/get-totp-status');
jest.mock('../../api/set-up-totp');
jest.mock('../../api/enable-totp');
jest.mock('../../api/disable-totp');
const hook = useTotpStatus as jest.MockedFunction<typeof useTotpStatus>;
type State = ReturnType<typeof useTotpStatus>;
const reload = jest.fn();
const show = (s: Partial<State>) =>
  hook.mockReturnValue({ data: null, loading: false, error: null, reload, ...s } as State);

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Demo:p?secret=JBSWY3DPEHPK3PXP',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}abcde`);
const invalidCode = new ApiError('INVALID_CODE', 'err_invalid_code', 400, '/wps/v2/member/totp/enable');

describe('two-step sign-in in the security centre', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => jest.clearAllMocks());

  it('shows a skeleton while loading and a retry when it cannot load', () => {
    show({ loading: true });
    const { rerender } = render(<TwoStepSetting />);
    expect(screen.queryByTestId('totp-state')).toBeNull();
    show({ error: new ApiError('NETWORK', 'err_network', 0, '/x') });
    rerender(<TwoStepSetting />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your two-step sign-in.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('turns on: QR code and key, a wrong code is shown, the right one shows the recovery codes once', async () => {
    show({ data: { enabled: false, recoveryCodesLeft: 0 } });
    (setUpTotp as jest.Mock).mockResolvedValue(SETUP);
    (enableTotp as jest.Mock).mockRejectedValueOnce(invalidCode).mockResolvedValueOnce(CODES);
    render(<TwoStepSetting />);
    expect(screen.getByTestId('totp-state').textContent).toBe('Off.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const enrol = await screen.findByTestId('totp-enrol');
    expect(within(enrol).getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect((screen.getByLabelText('Key') as HTMLInputElement).value).toBe(SETUP.secret);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Please enter the code')).toBeTruthy();
    expect(enableTotp).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Please enter a valid verification code')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const codes = await screen.findByTestId('totp-recovery-codes');
    expect(enableTotp).toHaveBeenLastCalledWith('123456');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(within(codes).getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(within(codes).getByRole('button', { name: 'Download' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('totp-recovery-codes')).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('shows why setting up failed', async () => {
    show({ data: { enabled: false, recoveryCodesLeft: 0 } });
    (setUpTotp as jest.Mock).mockRejectedValue(
      new ApiError('TOTP_ALREADY_ON', 'err_totp_already_on', 409, '/wps/v2/member/totp/setup'),
    );
    render(<TwoStepSetting />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is already on')).toBeTruthy();
  });

  it('is on with its recovery codes left, and turns off with a code or a recovery code', async () => {
    show({ data: { enabled: true, recoveryCodesLeft: 9 } });
    (disableTotp as jest.Mock).mockRejectedValueOnce(invalidCode).mockResolvedValueOnce(null);
    render(<TwoStepSetting />);
    expect(screen.getByTestId('totp-state').textContent).toBe('On. Recovery codes left: 9');
    const field = screen.getByLabelText('Code from the app or a recovery code');
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Please enter a valid verification code')).toBeTruthy();
    fireEvent.change(field, { target: { value: ' abcdefghij ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(disableTotp).toHaveBeenLastCalledWith(' abcdefghij ');
  });
});
