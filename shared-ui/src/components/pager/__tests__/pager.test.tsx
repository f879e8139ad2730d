import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import { Pager } from '../pager';

describe('Pager', () => {
  beforeAll(() => initI18n('EN'));

  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} pages={1} onPage={jest.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page, shows the gaps and moves to the page chosen', () => {
    const onPage = jest.fn();
    render(<Pager page={10} pages={20} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByText('…')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPage.mock.calls).toEqual([[20], [11]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pager page={1} pages={3} onPage={jest.fn()} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pager page={3} pages={3} onPage={jest.fn()} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
