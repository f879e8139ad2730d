import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ja';
import components from '../components/lang/ja';
import accountGames from '../features/account-games/lang/ja';
import gameList from '../features/game-list/lang/ja';
import gamingVenue from '../features/gaming-venue/lang/ja';
import home from '../features/home/lang/ja';
import notice from '../features/notice/lang/ja';
import seamless from '../features/seamless/lang/ja';

/** mf-games's texts in Japanese: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = {
  ...config,
  ...components,
  ...accountGames,
  ...gameList,
  ...gamingVenue,
  ...home,
  ...notice,
  ...seamless,
};

export default texts;
