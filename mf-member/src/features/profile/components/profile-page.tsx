import { Smartphone, UserRound, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useMemberProfile } from '../api/get-member-profile';
import { AvatarPicker } from './avatar-picker';
import { InfoForm } from './info-form';
import { MobileForm } from './mobile-form';
import '../i18n';

/** profile (SPEC §2, §7 member info update): avatar, nickname and e-mail, and the mobile number with an SMS code. */
export function ProfilePage() {
  const { t } = useTranslation(NS);
  const profile = useMemberProfile();
  const data = profile.data;
  const reload = profile.reload;
  if (profile.error) return <ErrorPanel message={t('prof_failed')} onRetry={reload} />;
  // The cards come in together with the profile: forms arriving one by one would push the cards below down (CLS).
  if (!data)
    return (
      <div className="member-stack" data-testid="loading" aria-busy="true">
        <Skeleton height={640} radius="var(--radius-lg)" />
      </div>
    );
  return (
    <div className="member-stack" data-testid="profile">
      <section className="ui-card member-card" aria-labelledby="avatar-title">
        <h3 id="avatar-title" className="member-card-title">
          <UserRound aria-hidden />
          {t('prof_avatar')}
        </h3>
        <p className="member-intro">{t('prof_avatar_hint')}</p>
        <AvatarPicker />
      </section>
      <section className="ui-card member-card" aria-labelledby="info-title">
        <h3 id="info-title" className="member-card-title">
          <UserRoundPen aria-hidden />
          {t('prof_info')}
        </h3>
        <InfoForm profile={data} onSaved={reload} />
      </section>
      <section className="ui-card member-card" aria-labelledby="mobile-title">
        <h3 id="mobile-title" className="member-card-title">
          <Smartphone aria-hidden />
          {t('prof_mobile')}
        </h3>
        <p className="member-status" data-testid="profile-mobile">
          {t('prof_mobile_current')}:{' '}
          {data.mobileNum ? `+${data.countryDialingCode ?? ''} ${data.mobileNum}` : t('prof_mobile_none')}
        </p>
        <MobileForm profile={data} onSaved={reload} />
      </section>
    </div>
  );
}
