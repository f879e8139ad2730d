export * as responsibleGamingApi from './api';
export * from './schemas';
