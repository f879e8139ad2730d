export * as gamesApi from './api';
export * as pvpApi from './pvp';
export * from './schemas';
export * as liveApi from './live';
export type { LiveDealer, LiveGame, LiveTable } from './live';
export type { PvpGame, PvpRoom } from './pvp';
