import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from 'shared-contracts';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useBanners } from '../api/get-banners';
import { SideMenuLinks } from './side-menu-links';
import '../i18n';

/** The desktop side menu: the links, a collapse toggle and the left-menu banners. */
export function SideMenu() {
  const { t } = useTranslation(NS);
  const [collapsed, setCollapsed] = useState(false);
  const banners = useBanners('w_leftmenu');
  return (
    <aside className={`side-menu${collapsed ? ' is-collapsed' : ''}`} aria-label={t('side_menu')}>
      <Button
        size="sm"
        variant="ghost"
        block
        className="side-toggle"
        aria-expanded={!collapsed}
        icon={collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
        aria-label={collapsed ? t('expand') : t('collapse')}
        onClick={() => setCollapsed((c) => !c)}
      >
        {!collapsed && t('collapse')}
      </Button>
      {!collapsed && <SideMenuLinks />}
      {!collapsed &&
        banners.map((b: Banner) => (
          <img
            key={b.id}
            className="side-banner"
            src={b.url}
            alt={b.title}
            width={200}
            height={100}
            loading="lazy"
            decoding="async"
            data-group="w_leftmenu"
          />
        ))}
    </aside>
  );
}
