import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_VERSION } from '../../../config/build';
import { NS } from '../../../config/i18n';

/** The lobby's last line: which build of mf-games the page runs ("Games 1.1.0"), for support; static, so no shift. */
export const BuildVersion = memo(function BuildVersion({ version = BUILD_VERSION }: { version?: string }) {
  const { t } = useTranslation(NS);
  return (
    <p className="games-build-version" data-testid="games-version">
      {t('build_version', { version })}
    </p>
  );
});
