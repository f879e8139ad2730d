import { useTranslation } from 'react-i18next';
import { formatMoney, type AgencyNode } from 'shared-contracts';
import { Badge, Button } from 'shared-ui';
import { NS } from '../i18n';

/** A node's row: account, nickname, role and status, its team's figures, and the move action when allowed. */
export function TreeNodeRow({ node, onMove }: { node: AgencyNode; onMove?: (n: AgencyNode) => void }) {
  const { t } = useTranslation(NS);
  const figures: [string, string][] = [
    ['direct', String(node.directCount)],
    ['team', String(node.teamSize)],
    ['active', String(node.activeMembers)],
    ['bets', String(node.betCount)],
    ['stake', formatMoney(node.stake)],
    ['ggr', formatMoney(node.ggr)],
    ['deposits', formatMoney(node.deposits)],
  ];
  return (
    <span className="agency-node">
      <span className="agency-node-who">
        <strong>{node.account}</strong>
        {node.nickname && <span className="console-muted">{node.nickname}</span>}
        <Badge tone={node.role === 'agent' ? 'primary' : 'neutral'}>{t(`role_${node.role}`)}</Badge>
        {node.status !== 'ACTIVE' && <Badge tone="danger">{t(`status_${node.status}`, node.status)}</Badge>}
      </span>
      <span className="agency-figures" data-testid={`node-figures-${node.account}`}>
        {figures.map(([key, value]) => (
          <span key={key} className="agency-figure">
            <span className="console-muted">{t(`fig_${key}`)}</span>{' '}
            <span data-testid={`node-${key}-${node.account}`}>{value}</span>
          </span>
        ))}
      </span>
      {onMove && (
        <Button
          size="sm"
          variant="secondary"
          onClick={(e) => {
            e.stopPropagation();
            onMove(node);
          }}
          aria-label={t('move_label', { account: node.account })}
        >
          {t('move')}
        </Button>
      )}
    </span>
  );
}
