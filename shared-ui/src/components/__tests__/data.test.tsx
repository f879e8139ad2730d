import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import { Amount } from '../data/amount';
import { Badge, EmptyState, Skeleton } from '../data/bits';
import { DataList, DataTable } from '../data/data-view';

beforeAll(() => initI18n('EN'));

const columns = [
  { key: 'game', header: 'Game', render: (r: { id: number; game: string }) => r.game },
  { key: 'id', header: 'No.', render: (r: { id: number }) => r.id, align: 'end' as const },
];

describe('Amount', () => {
  it('writes 2 decimals with thousands separators and marks negatives', () => {
    const { rerender, container } = render(<Amount value={123456750} currency="₫" />);
    expect(container.textContent).toBe('₫ 1,234,567.50');
    rerender(<Amount value={-2000} />);
    expect(container.textContent).toBe('-20.00');
    expect(container.firstElementChild!.className).toContain('is-negative');
    rerender(<Amount value={2000} signed />);
    expect(container.textContent).toBe('+20.00');
    rerender(<Amount value={2000} currency="₫" hidden />);
    expect(container.textContent).toBe('******');
  });
});

describe('bits', () => {
  it('a badge of 0 renders nothing, a count renders with its label', () => {
    const { container, rerender } = render(<Badge>{0}</Badge>);
    expect(container.innerHTML).toBe('');
    rerender(<Badge label="3 unread">{3}</Badge>);
    expect(screen.getByLabelText('3 unread').textContent).toBe('3');
  });

  it('a skeleton of several lines is hidden from assistive tech', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.querySelectorAll('.ui-skeleton')).toHaveLength(3);
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('an empty state shows its title, hint and action', () => {
    render(<EmptyState title="No bets" hint="Place one" action={<button>Play</button>} />);
    expect(screen.getByText('No bets')).toBeTruthy();
    expect(screen.getByText('Place one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});

describe('DataTable', () => {
  it('shows a busy skeleton while the first page loads', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading testId="t" />);
    expect(screen.getByTestId('t').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty state when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="No records" />);
    expect(screen.getByTestId('empty-state').textContent).toContain('No records');
  });

  it('shows the error with a retry that works', () => {
    const retry = jest.fn();
    render(<DataTable columns={columns} rows={[{ id: 1, game: 'x' }]} rowKey={(r) => r.id} error onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('This list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('renders rows with a label on each cell for the phone layout', () => {
    render(
      <DataTable
        columns={columns}
        rows={[
          { id: 1, game: 'Dragon' },
          { id: 2, game: 'Tiger' },
        ]}
        rowKey={(r) => r.id}
        loading
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Dragon', '1', 'Tiger', '2']);
    expect(cells[0]!.getAttribute('data-label')).toBe('Game');
    expect(screen.getByRole('columnheader', { name: 'No.' }).className).toBe('is-end');
  });
});

describe('DataList', () => {
  it('renders items, or its states', () => {
    const { rerender } = render(
      <DataList items={['a', 'b']} itemKey={(i) => i} renderItem={(i) => <b>{i}</b>} label="Letters" />,
    );
    expect(screen.getByRole('list', { name: 'Letters' }).querySelectorAll('li')).toHaveLength(2);
    rerender(<DataList items={[]} itemKey={(i) => i} renderItem={(i) => i} error="Offline" />);
    expect(screen.getByRole('alert').textContent).toContain('Offline');
    rerender(<DataList items={[]} itemKey={(i) => i} renderItem={(i) => i} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('Nothing here yet');
  });
});
