import type { Bundle } from 'shared-contracts';
import config from '../config/lang/tl';
import components from '../components/lang/tl';
import analytics from '../features/analytics/lang/tl';
import bottomNav from '../features/bottom-nav/lang/tl';
import breadcrumb from '../features/breadcrumb/lang/tl';
import download from '../features/download/lang/tl';
import footer from '../features/footer/lang/tl';
import header from '../features/header/lang/tl';
import nav from '../features/nav/lang/tl';
import session from '../features/session/lang/tl';
import sideMenu from '../features/side-menu/lang/tl';
import sidePanel from '../features/side-panel/lang/tl';
import system from '../features/system/lang/tl';

/** shell's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them): every dictionary of src/ merged. */
const texts: Bundle = {
  ...config,
  ...components,
  ...analytics,
  ...bottomNav,
  ...breadcrumb,
  ...download,
  ...footer,
  ...header,
  ...nav,
  ...session,
  ...sideMenu,
  ...sidePanel,
  ...system,
};

export default texts;
