import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startI18n } from '../../../../config/i18n';
import { useCan, useOperator } from '../../../../lib/operator';
import { addRestricted } from '../../api/add-restricted';
import { importRestricted } from '../../api/import-restricted';
import { useRestrictedList } from '../../api/list-restricted';
import { removeRestricted } from '../../api/remove-restricted';
import { RestrictedPage } from '../restricted-page';

jest.mock('../../../../lib/operator', () => ({ useOperator: jest.fn(), useCan: jest.fn() }));
jest.mock('../../api/list-restricted', () => ({ useRestrictedList: jest.fn() }));
jest.mock('../../api/add-restricted', () => ({ addRestricted: jest.fn() }));
jest.mock('../../api/remove-restricted', () => ({ removeRestricted: jest.fn() }));
jest.mock('../../api/import-restricted', () => ({ importRestricted: jest.fn() }));

const reload = jest.fn();
const row = {
  id: 7,
  fullName: 'Jose Rizal',
  birthday: '1961-06-19',
  idType: 1,
  idNumber: 'P123',
  reason: 'Court order',
  addedBy: 'ph_admin',
  addedAt: '2026-11-01T10:00:00Z',
};
const listed = (over: object = {}) =>
  ({
    data: { list: [row], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 },
    loading: false,
    error: null,
    reload,
    ...over,
  }) as never;

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useOperator).mockReturnValue({ oneMerchant: 'PH' } as never);
  jest.mocked(useCan).mockReturnValue(() => true);
  jest.mocked(useRestrictedList).mockReturnValue(listed());
});

describe('the restricted-persons page', () => {
  it('lists the merchant’s persons with the birthday as dd-mm-yyyy, searches and removes', async () => {
    jest.mocked(removeRestricted).mockResolvedValue({ id: 7 });
    render(<RestrictedPage />);
    expect(screen.getByRole('heading', { name: 'Restricted persons · PH' })).toBeTruthy();
    expect(screen.getAllByText('19-06-1961').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Passport P123').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Name or ID number'), { target: { value: ' rizal ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(useRestrictedList).toHaveBeenLastCalledWith({ merchant: 'PH', q: 'rizal', page: 1, pageSize: 20 }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove Jose Rizal' })[0]!);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(removeRestricted).toHaveBeenCalledWith(7, 'PH');
  });

  it('shows the empty and the error states; read-only roles get no buttons', () => {
    jest.mocked(useCan).mockReturnValue(() => false);
    jest
      .mocked(useRestrictedList)
      .mockReturnValue(listed({ data: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 } }));
    const { unmount } = render(<RestrictedPage />);
    expect(screen.getAllByText('Nobody is on the list').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add a person' })).toBeNull();
    unmount();
    jest
      .mocked(useRestrictedList)
      .mockReturnValue(listed({ data: null, error: { code: 'FORBIDDEN', message: 'err_forbidden' } }));
    render(<RestrictedPage />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(reload).toHaveBeenCalled();
  });

  it('adds a person by ID and previews a CSV import with its rejected rows before importing', async () => {
    jest.mocked(addRestricted).mockResolvedValue(row);
    render(<RestrictedPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    fireEvent.change(await screen.findByLabelText('ID number'), { target: { value: ' P999 ' } });
    fireEvent.change(screen.getByLabelText('ID type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Regulator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    await waitFor(() =>
      expect(addRestricted).toHaveBeenCalledWith({ merchant: 'PH', reason: 'Regulator', idType: 1, idNumber: 'P999' }),
    );

    jest.mocked(importRestricted).mockResolvedValueOnce({
      accepted: [{ line: 2, fullName: 'Juan Luna', birthday: '24-10-1857', reason: 'x' }],
      rejected: [{ line: 3, errors: ['restricted_csv_name_birthday', 'restricted_csv_reason'] }],
      imported: 0,
    });
    jest.mocked(importRestricted).mockResolvedValueOnce({ accepted: [], rejected: [], imported: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const file = new File(['full_name,birthday,id_type,id_number,reason\n'], 'list.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'text', { value: () => Promise.resolve('csv text') });
    fireEvent.change(await screen.findByLabelText('CSV file'), { target: { files: [file] } });
    expect(
      await screen.findByText('A full name needs a birthday, and a birthday a full name; The reason is missing', {}),
    ).toBeTruthy();
    expect(importRestricted).toHaveBeenCalledWith('csv text', true, 'PH');
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 accepted rows' }));
    await waitFor(() => expect(importRestricted).toHaveBeenLastCalledWith('csv text', false, 'PH'));
  });
});
