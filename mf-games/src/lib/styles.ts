import { injectStyles } from 'shared-ui';
import carousel from '../styles/carousel.css';
import home from '../styles/home.css';
import pages from '../styles/pages.css';
import tiles from '../styles/tiles.css';

/** mf-games' screen styles, added once per page where its parcels start (they read shared-ui's tokens only). */
export function injectGamesStyles(): void {
  injectStyles('mf-games', [tiles, carousel, home, pages].join('\n'));
}
