export * as messagesApi from './api';
export * from './schemas';
