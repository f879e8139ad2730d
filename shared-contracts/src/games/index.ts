export * as gamesApi from './api';
export * as pvpApi from './pvp';
export * from './schemas';
export type { PvpGame, PvpRoom } from './pvp';
