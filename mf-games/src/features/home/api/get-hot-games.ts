import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The hot games row (SPEC §7 /wps/game/hot: platform games, desktop clients) in the page's language. */
export function useHotGames(language: string) {
  return useCall(gamesApi.getHotGames, { isPlatform: 2, platform: 'flash,html5-desktop', language });
}
