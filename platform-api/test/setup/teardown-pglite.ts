import { teardownTemplate } from './global-hooks';

export default () => teardownTemplate('pglite');
