import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  ApiError,
  bus,
  initI18n,
  session,
  setPermissionConfig,
  type MemberProfileView,
  type PermissionConfig,
} from 'shared-contracts';
import '../../../../config/i18n';
import '../../i18n';
import { requestMobileCode } from '../../api/request-mobile-code';
import { updateMemberInfo } from '../../api/update-member-info';
import { iconPreview } from '../avatar-picker';
import { InfoForm } from '../info-form';
import { MobileForm } from '../mobile-form';

jest.mock('../../api/update-member-info');
jest.mock('../../api/request-mobile-code');
const update = updateMemberInfo as jest.MockedFunction<typeof updateMemberInfo>;
const sendCode = requestMobileCode as jest.MockedFunction<typeof requestMobileCode>;

const profile: MemberProfileView = {
  nickname: 'Lucky',
  birthday: '1990-03-05',
  email: null,
  countryDialingCode: '84',
  mobileNum: '912345678',
};
const brand = (philippines: boolean) =>
  setPermissionConfig({ registration: { minAge: 21, philippines, securityQuestions: false } } as PermissionConfig);

describe('profile', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    jest.clearAllMocks();
    brand(false);
  });

  it('previews an avatar choice with the current initials on that choice’s colour', () => {
    expect(iconPreview('/assets/avatar/LU.svg?hue=123', 'c03')).toBe('/assets/avatar/LU.svg?hue=90');
  });

  it('shows the current values and validates nickname and e-mail with the spec messages', async () => {
    render(<InfoForm profile={profile} onSaved={jest.fn()} />);
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Lucky');
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'x'.repeat(21) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('At most 20 characters')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends only what changed, then stores the nickname and tells the header', async () => {
    const onSaved = jest.fn();
    const changed = jest.fn();
    const off = bus.on('profile:changed', changed);
    update.mockResolvedValue({ ...profile, nickname: 'Lucky Star' });
    render(<InfoForm profile={profile} onSaved={onSaved} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe('Nothing to save: change a field first');
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' Lucky Star ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(update).toHaveBeenCalledWith({ nickname: 'Lucky Star' });
    expect(session.get('nickname')).toBe('Lucky Star');
    expect(changed).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalled();
    off();
  });

  it('shows the birthday dd-mm-yyyy on a Philippines brand, yyyy-mm-dd elsewhere, read only once set', () => {
    brand(true);
    const { unmount } = render(<InfoForm profile={profile} onSaved={jest.fn()} />);
    const shown = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect([shown.value, shown.readOnly]).toEqual(['05-03-1990', true]);
    unmount();
    brand(false);
    render(<InfoForm profile={profile} onSaved={jest.fn()} />);
    expect((screen.getByLabelText('Birthday') as HTMLInputElement).value).toBe('1990-03-05');
  });

  it("sets a missing birthday once, typed in the brand's layout, at least the minimum age", async () => {
    brand(true);
    update.mockResolvedValue(profile);
    render(<InfoForm profile={{ ...profile, birthday: null }} onSaved={jest.fn()} />);
    const field = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(field.placeholder).toBe('dd-mm-yyyy');
    fireEvent.change(field, { target: { value: '1990-03-05' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Date as dd-mm-yyyy')).toBeTruthy();
    const young = new Date().getFullYear() - 20;
    fireEvent.change(field, { target: { value: `01-01-${young}` } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Please confirm you are 21 years old')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '05-03-1990' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(update).toHaveBeenCalledWith({ birthday: '1990-03-05' });
  });

  it('a member without a nickname (registration sets none) may save the e-mail alone', async () => {
    update.mockResolvedValue({ ...profile, nickname: '', email: 'a@b.cd' });
    render(<InfoForm profile={{ ...profile, nickname: '' }} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.cd' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(update).toHaveBeenCalledWith({ email: 'a@b.cd' });
  });

  it('puts a server refusal under the field it names', async () => {
    update.mockRejectedValue(
      new ApiError('VALIDATION', 'reg_pattern_EMAIL', 400, '/wps/member/info', { field: 'email' }),
    );
    render(<InfoForm profile={profile} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.cd' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();
  });

  it('a new mobile number needs a valid number before a code is sent, and the code to save', async () => {
    sendCode.mockResolvedValue(5);
    update.mockResolvedValue({ ...profile, mobileNum: '987654321' });
    const onSaved = jest.fn();
    render(<MobileForm profile={profile} onSaved={onSaved} />);
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('84');
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(sendCode).not.toHaveBeenCalled();
    expect(screen.getByText('Phone number format is incorrect')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '987654321' } });
    // Sends are throttled to one a second (SPEC §9): the next try comes later.
    const later = Date.now() + 1500;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    clock.mockRestore();
    expect(sendCode).toHaveBeenCalledWith('84', '987654321');
    expect((screen.getByRole('button', { name: /Resend in \d+ s/ }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' })));
    expect(screen.getByText('Please enter a valid verification code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' })));
    expect(update).toHaveBeenCalledWith({
      countryDialingCode: '84',
      mobileNum: '987654321',
      verificationCode: '123456',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("checks the brand's mobile digit count (SPEC §9): exactly 10 refuses 9 digits", async () => {
    sendCode.mockResolvedValue(5);
    setPermissionConfig({
      registration: { minAge: 21, philippines: true, securityQuestions: false },
      phoneDigits: { min: 10, max: 10 },
    } as PermissionConfig);
    render(<MobileForm profile={profile} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '917123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(sendCode).not.toHaveBeenCalled();
    expect(screen.getByText('Phone number format is incorrect')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '09171234567' } });
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1500);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    clock.mockRestore();
    expect(sendCode).toHaveBeenCalledWith('84', '09171234567');
  });

  it('shows a wrong code under the code field', async () => {
    update.mockRejectedValue(new ApiError('INVALID_CODE', 'err_invalid_code', 400, '/wps/member/info'));
    render(<MobileForm profile={profile} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '987654321' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' })));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid verification code');
  });
});
