import type { Vendor } from '../games/schemas';
import type { Bus } from '../bus/event-bus';
import { categoryPath } from './route-table';

/**
 * What choosing a vendor does (SPEC §2 side menu): VASSALAGE opens the popup game list; FISH and
 * RNG (and lobby vendors) go to their list page with `vassalage`; others start the game directly.
 */
export function openVendor(vendor: Vendor, bus: Bus, navigate: (to: string) => void): void {
  if (vendor.isGame === 'VASSALAGE') {
    bus.emit('games:open', { modal: 'gamingVenue', vassalage: vendor.vassalage });
  } else if (vendor.gameCategory === 'FISH' || vendor.gameCategory === 'RNG' || vendor.isGame === 'LOBBY') {
    navigate(`${categoryPath(vendor.gameCategory)}?vassalage=${encodeURIComponent(vendor.vassalage)}`);
  } else {
    // No nodeId: a launch's nodeId names a catalogue game, a vendor card's nodeId is the card's own node.
    bus.emit('game:launch', {
      vassalage: vendor.vassalage,
      ...(vendor.gameCode ? { gameCode: vendor.gameCode } : {}),
      gameType: vendor.gameType,
    });
  }
}
