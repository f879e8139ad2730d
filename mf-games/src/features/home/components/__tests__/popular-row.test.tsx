import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, type Game } from 'shared-contracts';
import '../../../../config/i18n';
import { usePopularGames } from '../../api/get-popular-games';
import { PopularRow } from '../popular-row';

jest.mock('../../api/get-popular-games');
jest.mock('../../../../components/game-tile', () => ({
  GameTile: ({ game }: { game: Game }) => <span>{game.displayName}</span>,
}));
const popular = usePopularGames as jest.MockedFunction<typeof usePopularGames>;
const state = (s: Partial<ReturnType<typeof usePopularGames>>) =>
  popular.mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s });
const game = (nodeId: number, displayName: string): Game => ({
  nodeId,
  vassalage: 'DEMO',
  gameCode: `G${nodeId}`,
  gameType: 'RNG',
  displayName,
  gameName: displayName,
  iconUrl: '',
  lagerIcon: '',
  isHot: 0,
  isGame: 'GAME',
});

describe('popular row', () => {
  beforeAll(() => initI18n('EN'));

  it('lists the popular games under its heading', () => {
    state({ data: { list: [game(1, 'Demo Lucky Slot'), game(2, 'Demo Dice')] } });
    render(<PopularRow />);
    expect(screen.getByRole('heading', { name: 'Popular' })).toBeTruthy();
    expect(screen.getByText('Demo Lucky Slot')).toBeTruthy();
    expect(screen.getByText('Demo Dice')).toBeTruthy();
  });

  it('is hidden when there is nothing popular', () => {
    state({ data: { list: [] } });
    const { container } = render(<PopularRow />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a placeholder while loading and a retry on error', () => {
    state({ loading: true });
    const { unmount } = render(<PopularRow />);
    expect(screen.getByTestId('popular-games')).toBeTruthy();
    unmount();
    const reload = jest.fn();
    state({ error: new Error('x') as never, reload });
    render(<PopularRow />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
