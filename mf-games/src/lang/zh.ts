import type { Bundle } from 'shared-contracts';
import config from '../config/lang/zh';
import components from '../components/lang/zh';
import accountGames from '../features/account-games/lang/zh';
import gameList from '../features/game-list/lang/zh';
import gamingVenue from '../features/gaming-venue/lang/zh';
import home from '../features/home/lang/zh';
import notice from '../features/notice/lang/zh';
import seamless from '../features/seamless/lang/zh';

/** mf-games's texts in Simplified Chinese (mainland usage): every dictionary of src/ merged. */
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
