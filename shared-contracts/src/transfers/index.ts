export * as transfersApi from './api';
