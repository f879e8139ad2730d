import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, type Vendor } from 'shared-contracts';
import '../../config/i18n';
import { VendorList } from '../vendor-list';

const vendor = (vassalage: string, displayName: string): Vendor => ({
  vassalage,
  displayName,
  gameCategory: 'RNG',
  isGame: 'LOBBY',
  nodeId: 1,
  gameCode: null,
  gameType: 'RNG',
  iconUrl: `/assets/icon/${vassalage}.svg`,
  lagerIcon: '',
  isHot: 0,
  gameCount: 12,
});

describe('vendor list', () => {
  beforeAll(() => initI18n('EN'));

  it('shows placeholders, then an empty state, then an error with retry', () => {
    const { rerender } = render(<VendorList label="Providers" vendors={[]} loading onOpen={jest.fn()} />);
    expect(screen.getByTestId('loading')).toBeTruthy();
    rerender(<VendorList label="Providers" vendors={[]} onOpen={jest.fn()} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('No providers in this category yet.');
    const retry = jest.fn();
    rerender(<VendorList label="Providers" vendors={[]} error onRetry={retry} onOpen={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('lists the vendors as buttons, marks the selected one and opens the one chosen', () => {
    const open = jest.fn();
    render(
      <VendorList
        label="Providers"
        vendors={[vendor('PG', 'PG Soft'), vendor('DEMO', 'Demo Games')]}
        selected="DEMO"
        onOpen={open}
      />,
    );
    expect(screen.getByRole('list', { name: 'Providers' })).toBeTruthy();
    const demo = screen.getByRole('button', { name: /Demo Games/ });
    expect(demo.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /PG Soft/ }).getAttribute('aria-pressed')).toBe('false');
    expect(demo.textContent).toContain('12 games');
    fireEvent.click(demo);
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'DEMO' }));
  });
});
