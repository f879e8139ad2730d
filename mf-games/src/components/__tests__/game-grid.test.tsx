import { fireEvent, render, screen } from '@testing-library/react';
import { bus, initI18n, type Game } from 'shared-contracts';
import '../../config/i18n';
import { GameGrid } from '../game-grid';

const game = (nodeId: number, displayName: string, isHot = 0): Game => ({
  nodeId,
  vassalage: 'DEMO',
  gameCode: `G${nodeId}`,
  gameType: 'RNG',
  displayName,
  gameName: displayName,
  iconUrl: '',
  lagerIcon: `/assets/game/${nodeId}.svg`,
  isHot,
  isGame: 'GAME',
});

describe('game grid', () => {
  beforeAll(() => initI18n('EN'));

  it('shows tile-shaped placeholders while the first page loads', () => {
    render(<GameGrid games={[]} loading empty="None" />);
    expect(screen.getByTestId('loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows its empty state with a hint', () => {
    render(<GameGrid games={[]} empty="No favourite games yet." emptyHint="Tap the heart" />);
    const empty = screen.getByTestId('empty-state');
    expect(empty.textContent).toContain('No favourite games yet.');
    expect(empty.textContent).toContain('Tap the heart');
  });

  it('shows an error with a retry button', () => {
    const retry = jest.fn();
    render(<GameGrid games={[game(1, 'Slot')]} error onRetry={retry} empty="None" />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the games');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('lists the games as named tiles with a hot badge, PLAY NOW and a favourite toggle', () => {
    const launched = jest.fn();
    const login = jest.fn();
    const offs = [bus.on('game:launch', launched), bus.on('auth:open', login)];
    render(<GameGrid games={[game(1, 'Lucky Slot', 1), game(2, 'Dice')]} empty="None" label="Games" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const slot = screen.getByRole('article', { name: 'Lucky Slot' });
    expect(slot.textContent).toContain('HOT');
    expect(screen.getByRole('article', { name: 'Dice' }).textContent).not.toContain('HOT');
    fireEvent.click(screen.getAllByRole('button', { name: 'PLAY NOW' })[0]!);
    expect(launched).toHaveBeenCalledWith({ vassalage: 'DEMO', gameCode: 'G1', gameType: 'RNG', nodeId: 1 });
    const fav = screen.getAllByRole('button', { name: 'Add to favourites' })[0]!;
    expect(fav.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fav);
    // A guest is asked to log in.
    expect(login).toHaveBeenCalledWith({ modal: 'login' });
    offs.forEach((off) => off());
  });
});
