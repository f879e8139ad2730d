import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ko';
import components from '../components/lang/ko';
import accountGames from '../features/account-games/lang/ko';
import gameList from '../features/game-list/lang/ko';
import gamingVenue from '../features/gaming-venue/lang/ko';
import home from '../features/home/lang/ko';
import notice from '../features/notice/lang/ko';
import seamless from '../features/seamless/lang/ko';

/** mf-games's texts in Korean: every dictionary of src/ merged. */
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
