import { Coins, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Button, EmptyState, Page, useSessionValue } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { PointMall } from './point-mall';
import '../i18n';

/**
 * /pointMall (with footer; SPEC §2, §3): the member's points and the exchange ratio above the mall, redeem history,
 * convert, points details and help centre tabs. A visitor is asked to log in, a trial told it needs a real account.
 */
export function PointMallPage({ bus, navigate, lang }: ParcelProps) {
  const { t } = useTranslation(NS);
  const token = useSessionValue('token');
  const trial = useSessionValue('isTrial');
  let body;
  if (!token)
    body = (
      <div className="ui-card">
        <EmptyState
          title={t('guest_title')}
          hint={t('intro')}
          icon={<Coins />}
          action={
            <Button
              variant="primary"
              icon={<LogIn aria-hidden />}
              onClick={() => bus.emit('auth:open', { modal: 'login' })}
            >
              {t('guest_login')}
            </Button>
          }
        />
      </div>
    );
  else if (trial)
    body = (
      <div className="ui-card">
        <EmptyState title={t('common:in_need_true_account')} icon={<Coins />} />
      </div>
    );
  else body = <PointMall lang={lang === 'TY' ? 'TY' : 'EN'} navigate={navigate} />;
  return (
    <Page title={t('title')} testId="point-mall">
      {body}
    </Page>
  );
}
