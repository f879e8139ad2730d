import type { Bundle } from 'shared-contracts';
import config from '../config/lang/zh';
import components from '../components/lang/zh';
import analytics from '../features/analytics/lang/zh';
import bottomNav from '../features/bottom-nav/lang/zh';
import breadcrumb from '../features/breadcrumb/lang/zh';
import download from '../features/download/lang/zh';
import footer from '../features/footer/lang/zh';
import header from '../features/header/lang/zh';
import nav from '../features/nav/lang/zh';
import session from '../features/session/lang/zh';
import sideMenu from '../features/side-menu/lang/zh';
import sidePanel from '../features/side-panel/lang/zh';
import system from '../features/system/lang/zh';

/** shell's texts in Simplified Chinese (mainland usage): every dictionary of src/ merged. */
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
