export { createParcel, type ParcelLifecycles } from './parcel/create-parcel';
export { ErrorPanel } from './components/error-panel';
export { FieldError, FormStatus, SubmitButton } from './components/form-parts';
export { LogoutButton } from './components/logout-button';
export { Modal } from './components/modal';
export { Page } from './components/page';
export { runStandalone } from './parcel/standalone';
export { useCall, type CallState } from './hooks/use-call';
export { injectBaseStyles, injectStyles } from './styles/inject';
