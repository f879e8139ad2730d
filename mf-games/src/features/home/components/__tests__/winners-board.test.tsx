import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useWinnerBoard } from '../../api/get-winner-board';
import { WinnersBoard } from '../winners-board';

jest.mock('../../api/get-winner-board');
const board = useWinnerBoard as jest.MockedFunction<typeof useWinnerBoard>;
const state = (s: Partial<ReturnType<typeof useWinnerBoard>>) =>
  board.mockReturnValue({ list: [], loading: false, error: false, reload: jest.fn(), ...s });

describe('winners board', () => {
  beforeAll(() => initI18n('EN'));

  it('shows a busy placeholder while it loads', () => {
    state({ loading: true });
    render(<WinnersBoard />);
    expect(screen.getByTestId('winners-board').querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('invites to be the first when nobody has won yet', () => {
    state({});
    render(<WinnersBoard />);
    expect(screen.getByTestId('empty-state').textContent).toContain('No winners yet: be the first!');
  });

  it('offers a retry when the board cannot be loaded', () => {
    const reload = jest.fn();
    state({ error: true, reload });
    render(<WinnersBoard />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the winners.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('lists the wins with amounts in major units, 2 decimals and thousands separators', () => {
    const vo = { account: 'pl***er', displayName: 'Lucky Slot', vassalage: 'DEMO', gameCategory: 'RNG', time: 't' };
    state({ list: [{ vo: { ...vo, winAmount: 123456789 } }] });
    render(<WinnersBoard />);
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('pl***er');
    expect(row.textContent).toContain('Lucky Slot');
    expect(row.textContent).toContain('1,234,567.89');
  });
});
