import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/**
 * The hot games row (SPEC §7 /wps/game/hot: platform games, desktop clients) in the page's language, kept in the
 * session (HOT_GAMES) so home paints it at once on the next visit.
 */
export function useHotGames(language: string) {
  return useCall(
    gamesApi.getHotGames,
    { isPlatform: 2, platform: 'flash,html5-desktop', language },
    true,
    false,
    'HOT_GAMES',
  );
}
