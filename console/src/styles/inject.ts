import { injectBaseStyles, injectStyles } from 'shared-ui';
import agencyCss from './agency.css';
import brandsCss from './brands.css';
import consoleCss from './console.css';
import contentCss from './content.css';
import gamesCss from './games.css';
import opsCss from './ops.css';

/** The console's one style injection point: the design system's sheet, then the console's frame and pages. */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('console', consoleCss + brandsCss + contentCss + gamesCss + opsCss + agencyCss);
}
