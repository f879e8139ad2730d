export * from './permissions';
export * from './schemas';
export * as playersOpsApi from './players';
