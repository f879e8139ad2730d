import { dialogPart } from './dialog';
import { menuPart } from './menu';
import { tabsPart } from './tabs';
import { toasterPart } from './toast';

/**
 * Loads every overlay's Radix part now, so later renders are synchronous: for unit tests (jest's setup calls it)
 * and for a page that knows it is about to open a dialog.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([dialogPart.load(), menuPart.load(), tabsPart.load(), toasterPart.load()]);
}
