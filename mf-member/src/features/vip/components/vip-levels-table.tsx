import { useTranslation } from 'react-i18next';
import type { vipApi } from 'shared-contracts/engagement';
import { Amount, Badge, DataTable } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** Every level with what it asks over the window, its upgrade bonus and its benefits; the member's level marked. */
export function VipLevelsTable({ levels, current }: { levels: readonly vipApi.VipLevel[]; current: number }) {
  const { t } = useTranslation(NS);
  return (
    <DataTable<vipApi.VipLevel>
      caption={t('vip_levels')}
      testId="vip-levels"
      rows={levels}
      rowKey={(l) => l.level}
      empty={t('vip_levels_none')}
      columns={[
        {
          key: 'level',
          header: t('vip_col_level'),
          render: (l) => (
            <span className="eg-name" data-testid={l.level === current ? 'vip-level-current' : undefined}>
              {l.label}
              {l.level === current && <Badge tone="primary">{t('vip_you')}</Badge>}
            </span>
          ),
        },
        { key: 'deposit', header: t('vip_col_deposit'), align: 'end', render: (l) => <Amount value={l.minDeposit} /> },
        {
          key: 'turnover',
          header: t('vip_col_turnover'),
          align: 'end',
          render: (l) => <Amount value={l.minTurnover} />,
        },
        {
          key: 'bonus',
          header: t('vip_col_bonus'),
          align: 'end',
          render: (l) => (l.upgradeBonus > 0 ? <Amount value={l.upgradeBonus} /> : '—'),
        },
        {
          key: 'benefits',
          header: t('vip_col_benefits'),
          render: (l) =>
            l.benefits.length ? (
              <ul className="vip-benefits">
                {l.benefits.map((b) => (
                  <li key={b}>{t(`vip_benefit_${b}`)}</li>
                ))}
              </ul>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
