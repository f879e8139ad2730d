export * as paymentsApi from './api';
export * from './schemas';
export * from './fee';
