export * from './permissions';
export * from './schemas';
export * from './desk';
export * from './withdrawal-review';
