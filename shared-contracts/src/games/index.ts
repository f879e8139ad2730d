export * as gamesApi from './api';
export * from './schemas';
export * as liveApi from './live';
export type { LiveDealer, LiveGame, LiveTable } from './live';
