export * as withdrawalsApi from './api';
export * from './schemas';
