import { teardownTemplate } from './global-hooks';

export default () => teardownTemplate('postgres');
