export * as gamesApi from './api';
export * from './schemas';
