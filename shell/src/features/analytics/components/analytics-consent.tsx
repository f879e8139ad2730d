import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from 'shared-contracts';
import { ConsentBanner, useLocalValue } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { injectGtag } from '../lib/gtag';
import '../i18n';

/**
 * The brand's Google tag (permission config `analytics.gtagId`) behind the visitor's consent: a banner asks until
 * the visitor accepts or declines (kept in localStorage, `analyticsConsent`); the script loads only once accepted,
 * never before and never when declined. Nothing without a gtagId.
 */
export function AnalyticsConsent({ gtagId }: { gtagId: string | null }) {
  const { t } = useTranslation(NS);
  const choice = useLocalValue('analyticsConsent');
  useEffect(() => {
    if (gtagId && choice === 'accepted') injectGtag(gtagId);
  }, [gtagId, choice]);
  if (!gtagId || choice) return null;
  return (
    <ConsentBanner
      message={t('consent_message')}
      acceptLabel={t('consent_accept')}
      declineLabel={t('consent_decline')}
      onAccept={() => session.setLocal('analyticsConsent', 'accepted')}
      onDecline={() => session.setLocal('analyticsConsent', 'declined')}
    />
  );
}
