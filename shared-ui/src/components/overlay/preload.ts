import { dialogPart } from './dialog';
import { menuPart } from './menu';
import { tabsPart } from './tabs';
import { toasterPart } from './toast';

const PARTS = { dialog: dialogPart, menu: menuPart, tabs: tabsPart, toaster: toasterPart };
export type OverlayPart = keyof typeof PARTS;

/**
 * Loads overlays' Radix parts now (all of them by default), so later renders are synchronous: for unit tests
 * (jest's setup calls it) and for code about to open a dialog, which can fetch it alongside its own chunks.
 */
export async function preloadOverlays(parts: readonly OverlayPart[] = Object.keys(PARTS) as OverlayPart[]) {
  await Promise.all(parts.map((p) => PARTS[p].load()));
}
