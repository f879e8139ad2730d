import { useTranslation } from 'react-i18next';
import type { ContrastCheck } from 'shared-contracts';
import { Badge } from 'shared-ui';
import { NS } from '../i18n';

/** Every colour pair the server checks, with its ratio in the draft and whether it passes WCAG AA. */
export function ContrastPanel({ checks }: { checks: readonly ContrastCheck[] }) {
  const { t } = useTranslation(NS);
  const failing = checks.filter((c) => !c.ok).length;
  return (
    <section className="console-stack" aria-labelledby="look-contrast" data-testid="look-contrast">
      <h2 id="look-contrast">{t('section_contrast')}</h2>
      <p className="console-muted">{t('contrast_intro')}</p>
      {failing > 0 && (
        <p role="alert" className="console-look-failing">
          {t('failing', { count: failing })}
        </p>
      )}
      <ul className="console-look-pairs">
        {checks.map((c) => (
          <li key={`${c.fg}/${c.bg}`} data-testid={`pair-${c.fg}-${c.bg}`}>
            <span>{t('pair', { fg: c.fg, bg: c.bg })}</span>
            <span className="console-muted">
              {c.ratio === null ? t('not_colour', { min: c.min }) : t('ratio', { ratio: c.ratio, min: c.min })}
            </span>
            <Badge tone={c.ok ? 'success' : 'danger'}>{t(c.ok ? 'pass' : 'fail')}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
