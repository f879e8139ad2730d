export * as securityApi from './api';
export * from './schemas';
