import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ko';
import components from '../components/lang/ko';
import analytics from '../features/analytics/lang/ko';
import bottomNav from '../features/bottom-nav/lang/ko';
import breadcrumb from '../features/breadcrumb/lang/ko';
import download from '../features/download/lang/ko';
import footer from '../features/footer/lang/ko';
import header from '../features/header/lang/ko';
import nav from '../features/nav/lang/ko';
import session from '../features/session/lang/ko';
import sideMenu from '../features/side-menu/lang/ko';
import sidePanel from '../features/side-panel/lang/ko';
import system from '../features/system/lang/ko';

/** shell's texts in Korean: every dictionary of src/ merged. */
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
