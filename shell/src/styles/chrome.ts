import { injectStyles } from 'shared-ui';
import css from './chrome.css';
import engagement from './header-engagement.css';

// The shell's own stylesheet, added once when the chrome's modules load.
injectStyles('shell', `${css}\n${engagement}`);
