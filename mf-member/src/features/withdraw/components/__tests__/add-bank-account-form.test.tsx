import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { addBankAccount } from '../../api/add-bank-account';
import { AddBankAccountForm } from '../add-bank-account-form';

jest.mock('../../api/add-bank-account');
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), toast: jest.fn() }));
const add = addBankAccount as jest.MockedFunction<typeof addBankAccount>;

describe('binding a bank account (SPEC §8 messages)', () => {
  beforeAll(() => initI18n('EN'));

  it('asks the number twice and a real name, with the spec texts', async () => {
    add.mockResolvedValue(null as never);
    const onAdded = jest.fn();
    render(<AddBankAccountForm onAdded={onAdded} />);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Bank name', 'Vietcombank');
    type('Account number', '0123456789');
    type('Confirm account number', '0123456780');
    type('Payee name', 'N0 Name');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bind account' })));
    expect(screen.getByText('Incorrect confirmation input')).toBeTruthy();
    expect(screen.getByText('Real name format is incorrect')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    type('Confirm account number', '0123456789');
    type('Payee name', "Nguyễn Văn A-O'Neil");
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bind account' })));
    expect(add).toHaveBeenCalledWith({
      bankName: 'Vietcombank',
      accountNumber: '0123456789',
      payeeName: "Nguyễn Văn A-O'Neil",
    });
    expect(onAdded).toHaveBeenCalled();
  });
});
