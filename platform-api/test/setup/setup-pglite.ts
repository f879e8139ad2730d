import type { Config } from '@jest/types';
import { setupTemplate } from './global-hooks';

export default (_: Config.GlobalConfig, project: Config.ProjectConfig) => setupTemplate('pglite', project);
