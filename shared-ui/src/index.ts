export { createParcel, type ParcelLifecycles } from './parcel/create-parcel';
export { runStandalone } from './parcel/standalone';
export { useCall, type CallState, type KeepKey } from './hooks/use-call';
export { lazyPart, useLazyPart, type LazyPart } from './hooks/lazy-part';
export { useCountdown } from './hooks/use-countdown';
export { useRequestId, type RequestIds } from './hooks/use-request-id';
export { useRecordQuery, type RecordQuery } from './hooks/use-record-query';
export { useSessionValue, useLocalValue, usePageState, usePermissionConfig } from './hooks/use-session';
export { SendCodeButton } from './components/send-code-button';
export { injectBaseStyles, injectStyles } from './styles/inject';
// Components (ADR 0005): screens build from these, never from raw buttons and inputs.
export { Button, IconButton, buttonClass, type ButtonProps, type ButtonVariant } from './components/button/button';
export {
  TextField,
  PasswordField,
  TextArea,
  type TextFieldProps,
  type TextAreaProps,
} from './components/field/text-field';
export {
  Select,
  Checkbox,
  RadioGroup,
  type SelectOption,
  type SelectProps,
  type CheckboxProps,
} from './components/field/choice-fields';
export { SearchableSelect, filterOptions, type SearchableSelectProps } from './components/field/searchable-select';
export { DateRangeFilter } from './components/field/date-range-filter';
export { RecordRange } from './components/field/record-range';
export {
  presetRange,
  rangeProblem,
  rangeDays,
  isoDay,
  utcToday,
  utcRange,
  RANGE_PRESETS,
  type DayRange,
  type RangePreset,
} from './components/field/date-range';
export { FieldError, FormStatus, SubmitButton } from './components/form-parts';
// Overlays load their Radix part on first use (docs/federation.md), so Radix is not in a page's first JS.
export { Dialog, Drawer, Modal, type DialogProps } from './components/overlay/dialog';
export { Menu, type MenuItem, type MenuProps } from './components/overlay/menu';
export { Tabs, type TabItem, type TabsProps } from './components/overlay/tabs';
export { ConsentBanner, type ConsentBannerProps } from './components/overlay/consent-banner';
export { toast, dismissToast, Toaster, type ToastTone } from './components/overlay/toast';
export { preloadOverlays, type OverlayPart } from './components/overlay/preload';
export { Amount } from './components/data/amount';
export { Badge, Skeleton, EmptyState } from './components/data/bits';
export { DataTable, DataList, type Column, type ListStates } from './components/data/data-view';
export { ErrorPanel } from './components/data/error-panel';
export { LogoutButton } from './components/logout-button';
export { Page } from './components/page';
export { Pager, type PagerProps } from './components/pager/pager';
export { pageItems, type PageItem } from './components/pager/page-items';
