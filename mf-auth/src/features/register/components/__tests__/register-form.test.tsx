import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import '../../../../config/i18n';
import { RegisterForm } from '../register-form';

const rule = (field: string, required: boolean, min: number, max: number, acceptedPattern: string, step = 1) => ({
  field,
  shown: true,
  required,
  min,
  max,
  acceptedPattern,
  step,
});

describe('register form', () => {
  beforeAll(() => {
    initI18n('EN');
    setPermissionConfig({
      whitelabel: [
        {
          modId: 'REG',
          enabled: '1',
          children: [
            { modId: 'USERNAMEREG3', enabled: '1' },
            { modId: 'MOBILENUMREG3', enabled: '1' },
          ],
        },
      ],
      registerRules: [
        rule('username', true, 6, 16, 'ALNUM_SYMBOLS'),
        rule('password', true, 8, 20, 'UPPER_LOWER_DIGIT_SYMBOL'),
        rule('referralCode', false, 0, 20, 'ALNUM'),
        rule('idNumber', false, 5, 30, '*', 2),
        rule('nationality', true, 2, 60, '*', 2),
      ],
      registration: { minAge: 18, philippines: false },
      // The Philippines' (a brand's `dialCode`), not Vietnam's.
      dialCode: '63',
    } as unknown as PermissionConfig);
  });

  it('puts step 1 in the username / mobile tabs, then shows step 2 without them, keeping focus at its top', async () => {
    render(<RegisterForm onDone={jest.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Sign up with' })).toBeTruthy();
    const step1 = screen.getByTestId('register-step-1');
    expect(screen.getByRole('tabpanel').contains(step1)).toBe(true);
    // The required mark is not part of the name.
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'new_player' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Secret@123' } });
    fireEvent.change(screen.getByLabelText('Confirm password', { selector: 'input' }), {
      target: { value: 'Secret@123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const step2 = await screen.findByTestId('register-step-2');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Step 2 of 2 — Identity');
    const nationality = screen.getByRole('combobox', { name: 'Nationality' }) as HTMLSelectElement;
    expect(nationality.options[0]!.textContent).toBe('Please choose');
    expect(nationality.getAttribute('aria-required')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('register-step-1')).toBeTruthy());
    expect(step2.isConnected).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('new_player');
  });

  it('switching to registration by mobile drops the username field and keeps what was typed', () => {
    render(<RegisterForm onDone={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Confirm password', { selector: 'input' }), { target: { value: 'abc' } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'By mobile number' }), { button: 0 });
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    expect((screen.getByLabelText('Confirm password', { selector: 'input' }) as HTMLInputElement).value).toBe('abc');
    // The dial code starts on the merchant's country.
    expect(screen.getByText('+63')).toBeTruthy();
    expect(screen.queryByText('+84')).toBeNull();
  });

  it("starts with the codes of an invite link: a friend's referral code apart from an agent's invitation code", () => {
    render(<RegisterForm onDone={jest.fn()} referralCode="DEMOFRIEND" />);
    expect((screen.getByRole('textbox', { name: 'Referral code' }) as HTMLInputElement).value).toBe('DEMOFRIEND');
    // The merchant does not show the invitation code here: no field, and the referral code is not put in it.
    expect(screen.queryByRole('textbox', { name: 'Invitation code' })).toBeNull();
  });
});
