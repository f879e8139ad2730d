export * as noticeApi from './api';
export * from './schemas';
