export * from './permissions';
export * from './schemas';
export * as opsApi from './api';
export * from './dashboard';
