export * as passwordApi from './api';
