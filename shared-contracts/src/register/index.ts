export * as registerApi from './api';
export * from './schemas';
