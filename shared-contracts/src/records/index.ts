export * as recordsApi from './api';
export * from './schemas';
