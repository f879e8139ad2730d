import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import { Button, IconButton } from '../button/button';
import { Checkbox, RadioGroup, Select } from '../field/choice-fields';
import { PasswordField, TextField } from '../field/text-field';

beforeAll(() => initI18n('EN'));

describe('Button', () => {
  it('is a plain button by default and runs its action', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const b = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(b.type).toBe('button');
    expect(b.className).toContain('ui-btn-secondary');
    fireEvent.click(b);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and ignores clicks', () => {
    const onClick = jest.fn();
    render(
      <Button variant="primary" loading onClick={onClick}>
        Save
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(b.disabled).toBe(true);
    expect(b.getAttribute('aria-busy')).toBe('true');
    expect(b.querySelector('.ui-spinner')).not.toBeNull();
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an icon button is named by its label', () => {
    render(<IconButton label="Refresh" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Refresh' }).className).toContain('ui-icon-btn');
  });
});

describe('TextField', () => {
  it('ties the label, hint and error to the input', () => {
    const { rerender } = render(<TextField label="Username" hint="4 to 12 letters" name="u" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('4 to 12 letters');
    rerender(<TextField label="Username" hint="4 to 12 letters" name="u" error="Too short" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Too short');
    expect(screen.getByRole('alert').textContent).toBe('Too short');
    expect(screen.queryByText('4 to 12 letters')).toBeNull();
  });

  it('passes input props through (formik field props)', () => {
    const onChange = jest.fn();
    render(<TextField label="Name" name="name" value="a" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ab' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('a password field shows and hides its text', () => {
    render(<PasswordField label="Password" name="p" defaultValue="secret" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('choices', () => {
  it('a select lists its options after the placeholder', () => {
    render(
      <Select
        label="Country"
        placeholder="Choose"
        options={[
          { value: 'VN', label: 'Vietnam' },
          { value: 'PH', label: 'Philippines' },
        ]}
        defaultValue="PH"
      />,
    );
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Choose', 'Vietnam', 'Philippines']);
    expect(select.value).toBe('PH');
  });

  it('a checkbox is checked through its label and shows its error', () => {
    render(<Checkbox label="I agree" error="Please agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    fireEvent.click(screen.getByText('I agree'));
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please agree');
  });

  it('a radio group reports the option chosen', () => {
    const onChange = jest.fn();
    render(
      <RadioGroup
        legend="Gender"
        name="g"
        value="m"
        onChange={onChange}
        options={[
          { value: 'm', label: 'Male' },
          { value: 'f', label: 'Female' },
        ]}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(onChange).toHaveBeenCalledWith('f');
    expect(screen.getByRole('group', { name: 'Gender' })).toBeTruthy();
  });
});
