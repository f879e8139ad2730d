export * as profileApi from './api';
export * from './schemas';
