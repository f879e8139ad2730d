export * as systemApi from './api';
export * from './schemas';
export * from './service-hours';
export * from './countries';
