import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The popular row (SPEC §7 popular: the merchant's most played games of the week) in the page's language. */
export function usePopularGames(language: string) {
  return useCall(gamesApi.getPopularGames, { language });
}
