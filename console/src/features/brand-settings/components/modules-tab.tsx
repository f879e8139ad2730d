import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type brandSettingsOpsApi } from 'shared-contracts';
import { Badge, Checkbox, toast } from 'shared-ui';
import { setModule } from '../api/set-module';
import { NS } from '../i18n';
import type { TabProps } from './tab-props';

type Group = brandSettingsOpsApi.SettingsGroup;
type Module = brandSettingsOpsApi.SettingsModule;

/** One module: its switch, what it does, and why players may not have it (its group off, no provider). */
function ModuleRow({
  group,
  mod,
  ...p
}: {
  group: Group;
  mod: Module;
  busy: boolean;
  write: boolean;
  toggle: (id: string, on: boolean, name: string) => void;
}) {
  const { t } = useTranslation(NS);
  const name = t(`mod_${mod.modId}`, { defaultValue: mod.modId });
  return (
    <div className="console-stack" data-testid={`module-${mod.modId}`}>
      <Checkbox
        label={name}
        checked={mod.enabled}
        disabled={!p.write || p.busy}
        onChange={(e) => p.toggle(mod.modId, e.target.checked, name)}
      />
      <span className="console-muted">{t(`mod_${mod.modId}_desc`, { defaultValue: '' })}</span>
      <span className="console-row">
        <Badge tone={mod.live ? 'success' : 'neutral'}>{t(mod.live ? 'on' : 'off')}</Badge>
        {mod.enabled && !group.enabled && <Badge tone="neutral">{t('group_off')}</Badge>}
        {mod.needsProvider && (
          <Badge tone="danger" testId={`needs-provider-${mod.modId}`}>
            {t('needs_provider')}
          </Badge>
        )}
      </span>
      {mod.needsProvider && <span className="console-muted">{t('needs_provider_hint')}</span>}
    </div>
  );
}

/** Every whitelabel group and module of the brand, with what each does; each switched at once (merchants.configure). */
export function ModulesTab({ code, settings, write, onSaved }: TabProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const toggle = async (modId: string, on: boolean, name: string) => {
    setBusy(true);
    try {
      await setModule(code, modId, on);
      toast({ title: t(on ? 'module_on' : 'module_off', { name }), tone: 'success' });
      onSaved();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="console-stack" aria-label={t('tab_modules')} data-testid="settings-modules">
      <p className="console-muted">{t('modules_intro')}</p>
      {settings.modules.map((g) => {
        const group = t(`group_${g.modId}`, { defaultValue: g.modId });
        return (
          <fieldset key={g.modId} className="console-choices" data-testid={`group-${g.modId}`}>
            <legend>{group}</legend>
            <div className="console-choices-wide console-choices-all">
              <Checkbox
                label={t('group_switch', { group })}
                checked={g.enabled}
                disabled={!write || busy}
                onChange={(e) => void toggle(g.modId, e.target.checked, group)}
              />
            </div>
            {g.children.map((m) => (
              <ModuleRow
                key={m.modId}
                group={g}
                mod={m}
                busy={busy}
                write={write}
                toggle={(id, on, name) => void toggle(id, on, name)}
              />
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}
