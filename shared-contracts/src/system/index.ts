export * as systemApi from './api';
export * from './schemas';
