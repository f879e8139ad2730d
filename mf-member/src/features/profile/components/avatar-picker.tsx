import { Check, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorText, MEMBER_ICONS, memberIconHue, type MemberIconId } from 'shared-contracts';
import { Button, ErrorPanel, Skeleton, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useMemberIcon } from '../api/get-member-icon';
import { setMemberIcon } from '../api/set-member-icon';
import '../i18n';

/** The current avatar's image with another choice's colour: the same initials, that icon's hue. */
export function iconPreview(current: string, id: MemberIconId): string {
  const url = new URL(current, 'http://x');
  url.searchParams.set('hue', String(memberIconHue(id)));
  return `${url.pathname}${url.search}`;
}

/** The fixed avatars the backend offers (initials on a colour), chosen with one click; the header follows. */
export function AvatarPicker() {
  const { t } = useTranslation(NS);
  const icon = useMemberIcon();
  const [saving, setSaving] = useState<MemberIconId | 'default' | null>(null);
  if (icon.error) return <ErrorPanel message={t('prof_avatar_failed')} onRetry={icon.reload} />;
  // While the avatars load: the picker's own circles (the current one and every choice), so it keeps its size.
  if (!icon.data)
    return (
      <div className="profile-avatar" aria-hidden>
        <Skeleton className="profile-avatar-current" radius="50%" width={72} height={72} />
        <div className="profile-avatar-choices">
          {Array.from({ length: MEMBER_ICONS.length + 1 }, (_, i) => (
            <Skeleton key={i} className="profile-avatar-choice" radius="50%" width={44} height={44} />
          ))}
        </div>
      </div>
    );
  const { icon: current, iconId, choices } = icon.data;
  const choose = async (id: MemberIconId | null) => {
    setSaving(id ?? 'default');
    try {
      await setMemberIcon(id);
      icon.reload();
      bus.emit('profile:changed', {});
      toast({ title: t('prof_avatar_saved'), tone: 'success' });
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setSaving(null);
    }
  };
  return (
    <div className="profile-avatar">
      <img className="profile-avatar-current" src={current} alt={t('prof_avatar')} data-testid="profile-avatar" />
      <div className="profile-avatar-choices" role="group" aria-label={t('prof_avatar_hint')}>
        <Button
          variant="ghost"
          className="profile-avatar-choice"
          aria-pressed={iconId === null}
          aria-label={t('prof_avatar_default')}
          loading={saving === 'default'}
          disabled={saving !== null}
          onClick={() => void choose(null)}
        >
          <UserRound aria-hidden />
        </Button>
        {choices.map((id, i) => (
          <Button
            key={id}
            variant="ghost"
            className="profile-avatar-choice"
            aria-pressed={iconId === id}
            aria-label={t('prof_avatar_n', { n: i + 1 })}
            loading={saving === id}
            disabled={saving !== null}
            onClick={() => void choose(id)}
          >
            <img src={iconPreview(current, id)} alt="" />
            {iconId === id && <Check className="profile-avatar-check" aria-hidden />}
          </Button>
        ))}
      </div>
    </div>
  );
}
