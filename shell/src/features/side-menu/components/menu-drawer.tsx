import { useTranslation } from 'react-i18next';
import { Drawer } from 'shared-ui';
import { useShell } from '../../../hooks/use-shell';
import { LanguagePicker } from '../../../components/language-picker';
import { NS } from '../../../config/i18n';
import { SideMenuLinks } from './side-menu-links';
import '../i18n';

/** The phone's side menu: the same links in a drawer behind the header's menu button, plus the language. */
export function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(NS);
  const { config } = useShell();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={config.merchantName} testId="menu-drawer">
      <nav aria-label={t('side_menu')} className="drawer-nav">
        <SideMenuLinks onNavigate={() => onOpenChange(false)} />
      </nav>
      <div className="drawer-foot">
        <LanguagePicker />
      </div>
    </Drawer>
  );
}
