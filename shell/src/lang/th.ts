import type { Bundle } from 'shared-contracts';
import config from '../config/lang/th';
import components from '../components/lang/th';
import analytics from '../features/analytics/lang/th';
import bottomNav from '../features/bottom-nav/lang/th';
import breadcrumb from '../features/breadcrumb/lang/th';
import download from '../features/download/lang/th';
import footer from '../features/footer/lang/th';
import header from '../features/header/lang/th';
import nav from '../features/nav/lang/th';
import session from '../features/session/lang/th';
import sideMenu from '../features/side-menu/lang/th';
import sidePanel from '../features/side-panel/lang/th';
import system from '../features/system/lang/th';

/** shell's texts in Thai: every dictionary of src/ (config/, components/, features/) merged. */
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
