import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Button, Drawer, IconButton, Select } from 'shared-ui';
import { applyLanguage, CONSOLE_LANGUAGES, isConsoleLanguage, NS } from '../config/i18n';
import { useNarrow } from '../hooks/use-narrow';
import { useOperator } from '../lib/operator';
import { SECTION_GROUPS, type Section } from './nav';

const LANGUAGE_NAMES: Record<string, string> = { EN: 'English', TY: 'Tiếng Việt', ZH: '简体中文' };

/** The sections the role may open, under their group's heading (a group with none is left out). */
function SectionLinks({ sections, onPick }: { sections: readonly Section[]; onPick?: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <ul className="console-nav-list">
      {SECTION_GROUPS.map((group) => {
        const listed = sections.filter((s) => s.group === group);
        if (listed.length === 0) return null;
        return (
          <li key={group} className="console-nav-group">
            <span className="console-nav-heading" id={`nav-group-${group}`}>
              {t(`nav_group_${group}`)}
            </span>
            <ul className="console-nav-list" aria-labelledby={`nav-group-${group}`}>
              {listed.map((s) => (
                <li key={s.path}>
                  <NavLink to={s.path} className="console-nav-link" onClick={onPick}>
                    {t(s.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The console's frame: the sections the role may open, the merchant worked on, language, who is signed in. */
export function Layout({ sections }: { sections: readonly Section[] }) {
  const { t, i18n } = useTranslation(NS);
  const { me, merchant, setMerchant, signOut } = useOperator();
  const narrow = useNarrow();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const current = sections.find((s) => pathname.startsWith(`/${s.path}`));
  return (
    <div className="console-frame">
      <a className="console-skip" href="#main">
        {t('skip_to_content')}
      </a>
      <header className="console-header">
        {narrow && (
          <IconButton label={t('nav_open')} icon={<MenuIcon aria-hidden />} onClick={() => setMenuOpen(true)} />
        )}
        <span className="console-brand">{t('app_name')}</span>
        <div className="console-header-tools">
          {me.scope.length > 1 && (
            <Select
              label={t('merchant')}
              hideLabel
              value={merchant ?? ''}
              onChange={(e) => setMerchant(e.target.value || undefined)}
              options={[
                ...(me.role === 'owner' ? [{ value: '', label: t('all_merchants') }] : []),
                ...me.scope.map((code) => ({ value: code, label: code })),
              ]}
              data-testid="merchant-picker"
            />
          )}
          <Select
            label={t('language')}
            hideLabel
            value={i18n.language}
            onChange={(e) => {
              if (!isConsoleLanguage(e.target.value)) return;
              applyLanguage(e.target.value);
              void i18n.changeLanguage(e.target.value);
            }}
            options={CONSOLE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l]! }))}
          />
          <span className="console-who" data-testid="operator-who">
            <strong>{me.username}</strong> <span className="console-muted">{t(`role_${me.role}`)}</span>
          </span>
          <Button variant="secondary" size="sm" onClick={signOut} data-testid="sign-out">
            {t('sign_out')}
          </Button>
        </div>
      </header>
      <div className="console-body">
        {!narrow && (
          <nav className="console-nav" aria-label={t('nav_label')}>
            <SectionLinks sections={sections} />
          </nav>
        )}
        <main className="console-main" id="main" aria-label={current ? t(current.label) : undefined}>
          <Outlet />
        </main>
      </div>
      {narrow && (
        <Drawer open={menuOpen} onOpenChange={setMenuOpen} title={t('nav_label')}>
          <nav aria-label={t('nav_label')}>
            <SectionLinks sections={sections} onPick={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
    </div>
  );
}
