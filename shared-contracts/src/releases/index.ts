// Releases of the remotes (ADR 0012): contracts of the release store, rollouts per merchant and browser health.
export * as releasesApi from './api';
export * from './schemas';
export * from './bucket';
