export * as sessionApi from './api';
export * from './schemas';
export * from './keys';
export * from './store';
export * from './start-session';
