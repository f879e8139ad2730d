export { createParcel, type ParcelLifecycles } from './parcel/create-parcel';
export { ErrorPanel } from './components/error-panel';
export { Modal } from './components/modal';
export { Page } from './components/page';
export { runStandalone } from './parcel/standalone';
export { useCall, type CallState } from './hooks/use-call';
export { injectBaseStyles } from './styles/inject';
