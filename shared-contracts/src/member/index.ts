export * as memberApi from './api';
export * from './schemas';
