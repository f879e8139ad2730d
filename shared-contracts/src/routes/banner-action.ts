import type { Banner } from '../content/schemas';
import type { Bus } from '../bus/event-bus';

/** What a banner click does (SPEC §2: "a click opens the banner's linkage"): a URL, an in-app route or a game. */
export function openBanner(banner: Banner, bus: Bus, navigate: (to: string) => void): void {
  if (banner.linkageType === 'URL') {
    // Without 'noopener' (whose open answers null either way), so that a blocked popup is told (SPEC §8).
    const opened = window.open(banner.linkage, '_blank');
    if (opened) opened.opener = null;
    else bus.emit('prompt:show', { message: 'err_popup_blocked' });
  } else if (banner.linkageType === 'ROUTE') navigate(banner.linkage);
  else if (banner.linkageType === 'GAME') {
    try {
      const g = JSON.parse(banner.linkage) as { vassalage: string; gameCode?: string; gameType?: string };
      bus.emit('game:launch', g);
    } catch {
      // A malformed linkage does nothing rather than break the page.
    }
  }
}
