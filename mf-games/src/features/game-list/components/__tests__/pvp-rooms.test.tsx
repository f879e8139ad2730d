import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, type Bus } from 'shared-contracts';
import '../../../../config/i18n';
import { usePvpRooms } from '../../api/get-pvp-rooms';
import { PvpRooms } from '../pvp-rooms';

jest.mock('../../api/get-pvp-rooms');
const rooms = usePvpRooms as jest.MockedFunction<typeof usePvpRooms>;
const state = (s: Partial<ReturnType<typeof usePvpRooms>>) =>
  rooms.mockReturnValue({ rooms: [], loading: false, error: false, reload: jest.fn(), ...s });
const bus = () => ({ emit: jest.fn(), on: jest.fn(), onHeld: jest.fn() }) as unknown as Bus;

describe('PVP rooms section', () => {
  beforeAll(() => initI18n('EN'));

  it('shows room-sized skeletons while it loads', () => {
    state({ loading: true });
    render(<PvpRooms vassalage="KM" bus={bus()} />);
    const busy = screen.getByTestId('pvp-rooms').querySelector('[aria-busy="true"]');
    expect(busy?.querySelectorAll('.games-pvp-room')).toHaveLength(6);
  });

  it('says so when no room is open, and offers a retry when the rooms cannot be loaded', () => {
    state({});
    const { unmount } = render(<PvpRooms vassalage="KM" bus={bus()} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('No rooms are open right now.');
    unmount();
    const reload = jest.fn();
    state({ error: true, reload });
    render(<PvpRooms vassalage="KM" bus={bus()} />);
    expect(screen.getByRole('alert').textContent).toContain('The rooms could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('lists each room’s game, stake and seats; Play launches the provider’s PVP game on that room', () => {
    state({
      rooms: [
        { code: 'DD-1000', game: 'DICE_DUEL', stake: 1000, currency: 'VND', seats: 2, seated: 1 },
        { code: 'HC-100', game: 'HIGH_CARD', stake: 100, currency: 'VND', seats: 4, seated: 0 },
      ],
    });
    const b = bus();
    render(<PvpRooms vassalage="V8" bus={b} />);
    const list = screen.getByRole('list', { name: 'PVP rooms: play against other players' });
    expect(list.children).toHaveLength(2);
    expect(list.children[0]!.textContent).toContain('Dice Duel');
    expect(list.children[0]!.textContent).toContain('10.00');
    expect(list.children[0]!.textContent).toContain('1/2 seats taken');
    fireEvent.click(screen.getByRole('button', { name: 'Play Dice Duel, stake VND 10.00' }));
    expect(b.emit).toHaveBeenCalledWith('game:launch', { vassalage: 'V8', gameType: 'PVP', room: 'DD-1000' });
  });
});
