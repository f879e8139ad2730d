export * from './permissions';
export * from './schemas';
export * from './passkeys';
export * as opsApi from './api';
export * from './dashboard';
export * as playersOpsApi from './players';
export * from './desk';
export * from './withdrawal-review';
