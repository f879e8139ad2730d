import type { brandSettingsOpsApi } from 'shared-contracts';

/** What every Settings tab gets: the brand, its settings, whether the operator may change them, the reload after a save. */
export interface TabProps {
  code: string;
  settings: brandSettingsOpsApi.BrandSettings;
  write: boolean;
  onSaved: () => void;
}
