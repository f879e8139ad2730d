import { createBus } from '../../bus/event-bus';
import type { Vendor } from '../../games/schemas';
import { openVendor } from '../vendor-action';

const vendor = (over: Partial<Vendor>): Vendor => ({
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameCategory: 'RNG',
  isGame: 'LOBBY',
  nodeId: 7,
  gameCode: null,
  gameType: 'RNG',
  iconUrl: '',
  lagerIcon: '',
  isHot: 0,
  gameCount: 10,
  ...over,
});

describe('choosing a vendor (SPEC §2 side menu)', () => {
  it('sends FISH and RNG vendors to their list page with vassalage', () => {
    const nav = jest.fn();
    openVendor(vendor({ gameCategory: 'FISH', vassalage: 'JDB' }), createBus(), nav);
    expect(nav).toHaveBeenCalledWith('/fish?vassalage=JDB');
  });

  it('opens the popup game list for VASSALAGE vendors', () => {
    const bus = createBus();
    const seen = jest.fn();
    bus.on('games:open', seen);
    openVendor(vendor({ gameCategory: 'LIVE', isGame: 'VASSALAGE', vassalage: 'EVO' }), bus, jest.fn());
    expect(seen).toHaveBeenCalledWith({ modal: 'gamingVenue', vassalage: 'EVO' });
  });

  it('starts the game directly for other categories', () => {
    const bus = createBus();
    const launch = jest.fn();
    bus.on('game:launch', launch);
    const nav = jest.fn();
    openVendor(vendor({ gameCategory: 'SPORTS', isGame: 'GAME', vassalage: 'SABA', gameCode: 'SABA_1' }), bus, nav);
    expect(launch).toHaveBeenCalledWith({ vassalage: 'SABA', gameCode: 'SABA_1', gameType: 'RNG' });
    expect(nav).not.toHaveBeenCalled();
  });
});
