import type { Bundle } from 'shared-contracts';
import config from '../config/lang/th';
import components from '../components/lang/th';
import accountGames from '../features/account-games/lang/th';
import gameList from '../features/game-list/lang/th';
import gamingVenue from '../features/gaming-venue/lang/th';
import home from '../features/home/lang/th';
import notice from '../features/notice/lang/th';
import seamless from '../features/seamless/lang/th';

/** mf-games's texts in Thai: every dictionary of src/ (config/, components/, features/) merged. */
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
