import { fireEvent, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { initI18n } from 'shared-contracts';
import { useCountries } from '../../api/get-countries';
import { DialCodeField } from '../dial-code-field';

jest.mock('../../api/get-countries');
const countries = useCountries as jest.MockedFunction<typeof useCountries>;
const names = (EN: string) => ({ EN, VI: EN, ZH: EN, KO: EN });

function renderField() {
  return render(
    <Formik initialValues={{ dialCode: '84' }} onSubmit={jest.fn()}>
      <DialCodeField />
    </Formik>,
  );
}

beforeAll(() => initI18n('EN'));

describe('dial-code field', () => {
  it('offers the server’s countries, searchable', () => {
    countries.mockReturnValue({
      data: {
        list: [
          { countryCode: 'VN', countryDialingCode: '84', names: names('Vietnam') },
          { countryCode: 'BR', countryDialingCode: '55', names: names('Brazil') },
          { countryCode: 'NG', countryDialingCode: '234', names: names('Nigeria') },
        ],
      },
      error: null,
      loading: false,
      reload: jest.fn(),
    });
    renderField();
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(select.value).toBe('84');
    expect(select.options).toHaveLength(3);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search country' }), { target: { value: 'nig' } });
    expect([...select.options].map((o) => o.textContent)).toEqual(['Nigeria +234', 'Vietnam +84']);
  });

  it('keeps the current code and says so when the list failed', () => {
    countries.mockReturnValue({ data: null, error: new Error('x') as never, loading: false, reload: jest.fn() });
    renderField();
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('84');
    expect(screen.getByText('The country list could not be loaded')).toBeTruthy();
  });
});
