import { fireEvent, render, screen } from '@testing-library/react';
import { filterOptions, SearchableSelect } from '../field/searchable-select';

const OPTIONS = [
  { value: '84', label: 'Việt Nam +84' },
  { value: '55', label: 'Brazil +55' },
  { value: '1', label: 'Canada / United States +1' },
];

describe('SearchableSelect', () => {
  it('filters by label, any case and accents, and keeps the chosen value', () => {
    expect(filterOptions(OPTIONS, 'viet').map((o) => o.value)).toEqual(['84']);
    expect(filterOptions(OPTIONS, 'STATES', '84').map((o) => o.value)).toEqual(['84', '1']);
    expect(filterOptions(OPTIONS, '  ')).toHaveLength(3);
  });

  it('narrows the select as the search box is typed in', () => {
    const onChange = jest.fn();
    render(
      <SearchableSelect
        label="Country code"
        searchLabel="Search country"
        options={OPTIONS}
        value="84"
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(select.options).toHaveLength(3);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search country' }), { target: { value: 'bra' } });
    expect([...select.options].map((o) => o.textContent)).toEqual(['Việt Nam +84', 'Brazil +55']);
    fireEvent.change(select, { target: { value: '55' } });
    expect(onChange).toHaveBeenCalled();
  });
});
