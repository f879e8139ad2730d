import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, initI18n, session, type LiveTable } from 'shared-contracts';
import '../../../../config/i18n';
import { useLiveModels } from '../../api/get-live-models';
import { launchChat } from '../../api/launch-chat';
import { LiveLobby } from '../live-lobby';

jest.mock('../../api/get-live-models');
jest.mock('../../api/launch-chat');
const chatLink = launchChat as jest.MockedFunction<typeof launchChat>;
const models = useLiveModels as jest.MockedFunction<typeof useLiveModels>;
const state = (s: Partial<ReturnType<typeof useLiveModels>>) =>
  models.mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s });

const table = (over: Partial<LiveTable> = {}): LiveTable => ({
  code: 'BAC1',
  name: 'Baccarat Squeeze',
  game: 'BACCARAT',
  vendor: 'EVO',
  gameCode: 'EVO_LIVE_0001',
  dealer: { name: 'Linh Tran', nickname: 'Linh', languages: ['EN'], initials: 'LT', colour: '#b83280' },
  roundNo: 42,
  phase: 'BETTING',
  closesAt: new Date(Date.now() + 12_000).toISOString(),
  players: 3,
  results: [
    { roundNo: 41, mark: 'B' },
    { roundNo: 40, mark: 'P' },
    { roundNo: 39, mark: 'T' },
  ],
  ...over,
});

describe('live lobby', () => {
  beforeAll(() => initI18n('EN'));

  it('shows a card per table: dealer, game, round, countdown, players and recent results', () => {
    state({
      data: {
        list: [
          table(),
          table({
            code: 'ROU1',
            name: 'European Roulette',
            game: 'ROULETTE',
            phase: 'DRAWING',
            closesAt: null,
            results: [{ roundNo: 7, mark: '17' }],
          }),
        ],
      },
    });
    render(<LiveLobby />);
    expect(screen.getByRole('heading', { name: 'Live tables' })).toBeTruthy();
    const cards = screen.getAllByTestId('live-table');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Dealer Linh Tran');
    expect(cards[0]!.textContent).toContain('Baccarat');
    expect(cards[0]!.textContent).toContain('Round 42');
    expect(cards[0]!.textContent).toContain('3 betting');
    expect(cards[0]!.textContent).toMatch(/Betting · 1[12] s/);
    expect(screen.getAllByRole('list', { name: 'Recent results' })[0]!.textContent).toBe('BPT');
    expect(cards[1]!.textContent).toContain('Drawing');
    expect(cards[1]!.querySelector('.games-live-chip-black')!.textContent).toBe('17');
  });

  it("launches the table's own game through the normal launch", () => {
    const emit = jest.spyOn(bus, 'emit').mockImplementation(() => undefined);
    state({ data: { list: [table()] } });
    render(<LiveLobby />);
    fireEvent.click(screen.getByRole('button', { name: 'Play at Baccarat Squeeze' }));
    expect(emit).toHaveBeenCalledWith('game:launch', { vassalage: 'EVO', gameCode: 'EVO_LIVE_0001', gameType: 'LIVE' });
    emit.mockRestore();
  });

  it('shows skeleton cards while loading, an empty state, and a retry on error', () => {
    state({ loading: true });
    const { unmount } = render(<LiveLobby />);
    expect(screen.getAllByTestId('live-skeleton')).toHaveLength(2);
    unmount();
    state({ data: { list: [] } });
    const empty = render(<LiveLobby />);
    expect(screen.getByText('No live tables are open right now.')).toBeTruthy();
    empty.unmount();
    const reload = jest.fn();
    state({ error: new Error('x') as never, reload });
    render(<LiveLobby />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  describe('table chat', () => {
    afterEach(() => session.clearSession());

    it('sends a guest to the login modal without asking for a chat link', () => {
      const emit = jest.spyOn(bus, 'emit').mockImplementation(() => undefined);
      state({ data: { list: [table()] } });
      render(<LiveLobby />);
      fireEvent.click(screen.getByRole('button', { name: 'Open the chat of Baccarat Squeeze' }));
      expect(emit).toHaveBeenCalledWith('auth:open', { modal: 'login' });
      expect(chatLink).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
      emit.mockRestore();
    });

    it("opens a member's chat link in a dialog, a fresh link each time", async () => {
      session.set('token', 'member-token');
      chatLink.mockResolvedValue({ chatUrl: '/vendor/demo/live/chat/BAC1?token=abc&lang=EN' });
      state({ data: { list: [table()] } });
      render(<LiveLobby />);
      fireEvent.click(screen.getByRole('button', { name: 'Open the chat of Baccarat Squeeze' }));
      const dialog = await screen.findByRole('dialog', { name: 'Table chat · Baccarat Squeeze' });
      await waitFor(() =>
        expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe(
          '/vendor/demo/live/chat/BAC1?token=abc&lang=EN',
        ),
      );
      expect(chatLink).toHaveBeenCalledWith('BAC1', 'EN');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Open the chat of Baccarat Squeeze' }));
      await screen.findByRole('dialog');
      expect(chatLink).toHaveBeenCalledTimes(2);
    });

    it('shows an error with a retry when the link cannot be had', async () => {
      session.set('token', 'member-token');
      chatLink.mockRejectedValueOnce(new Error('down'));
      chatLink.mockResolvedValueOnce({ chatUrl: '/chat?token=t' });
      state({ data: { list: [table()] } });
      render(<LiveLobby />);
      fireEvent.click(screen.getByRole('button', { name: 'Open the chat of Baccarat Squeeze' }));
      expect(await screen.findByText('Could not open the table chat.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByRole('dialog').querySelector('iframe')).toBeTruthy());
    });
  });
});
