// The API contract: the machinery every call uses (api/), then one folder per domain, whose index.ts exports
// its calls as `<domain>Api` and its schemas and types by name. lottery/, agency/ and engagement/ are domains too,
// published as their own entries (`shared-contracts/lottery` …) and not re-exported here.
export * from './api/define';
export * from './api/envelope';
export * from './content';
export * from './games';
export * from './system';
export * from './member';
export * from './session';
export * from './password';
export * from './register';
export * from './security';
export * from './notice';
export * from './payments';
export * from './withdrawals';
export * from './transfers';
export * from './responsible-gaming';
export * from './records';
export * from './messages';
export * from './profile';
export * from './social';
export * from './operators';
export * from './releases';
export * from './feedback';

export * from './bus/events';
export * from './bus/event-bus';
export * from './routes/route-table';
export * from './routes/vendor-action';
export * from './routes/banner-action';
export * from './remotes/registry';
export * from './whitelabel/modules';
export * from './client/api-error';
export * from './client/crypto';
export * from './client/create-client';
export * from './i18n/init';
export * from './i18n/parity';
export * from './i18n/common';
export * from './i18n/error-text';
export { ledgerTypeName, ledgerTypeText, type LedgerView } from './i18n/records';
export * from './format/money';
export * from './format/date-time';
export { api } from './client/api';
export * from './config/store';
export * from './validation/patterns';
export * from './validation/phone';
export * from './i18n/patterns';
export * from './theme/tokens';
