import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Page } from 'shared-ui';
import { NS } from '../../../config/i18n';

const TABS = ['tab_mall', 'tab_history', 'tab_help'] as const;

/** /pointMall: mall, redeem history and help center tabs (SPEC §2 Member center). */
export function PointMallPage(_props: ParcelProps) {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<(typeof TABS)[number]>('tab_mall');
  return (
    <Page title={t('title')} testId="point-mall">
      <div role="tablist">
        {TABS.map((k) => (
          <button key={k} role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(k)}
          </button>
        ))}
      </div>
      <p>{t('intro')}</p>
    </Page>
  );
}
