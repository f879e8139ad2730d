import type { Bundle } from 'shared-contracts';
import config from '../config/lang/tl';
import components from '../components/lang/tl';
import accountGames from '../features/account-games/lang/tl';
import gameList from '../features/game-list/lang/tl';
import gamingVenue from '../features/gaming-venue/lang/tl';
import home from '../features/home/lang/tl';
import notice from '../features/notice/lang/tl';
import seamless from '../features/seamless/lang/tl';

/** mf-games's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them): every dictionary of src/ merged. */
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
