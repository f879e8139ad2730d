export * as withdrawalsApi from './api';
export * from './schemas';
export * from './fee';
