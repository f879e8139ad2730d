import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ja';
import components from '../components/lang/ja';
import analytics from '../features/analytics/lang/ja';
import bottomNav from '../features/bottom-nav/lang/ja';
import breadcrumb from '../features/breadcrumb/lang/ja';
import download from '../features/download/lang/ja';
import footer from '../features/footer/lang/ja';
import header from '../features/header/lang/ja';
import nav from '../features/nav/lang/ja';
import session from '../features/session/lang/ja';
import sideMenu from '../features/side-menu/lang/ja';
import sidePanel from '../features/side-panel/lang/ja';
import system from '../features/system/lang/ja';

/** shell's texts in Japanese: every dictionary of src/ (config/, components/, features/) merged. */
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
