export * from './permissions';
export * from './schemas';
