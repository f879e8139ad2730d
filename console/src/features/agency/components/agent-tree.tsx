import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type AgencyNode } from 'shared-contracts';
import { EmptyState, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../i18n';
import { TreeNodeRow } from './tree-node';
import { ROOT, type TreeState } from './use-tree';

const items = (tree: HTMLElement | null) => (tree ? [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')] : []);
const levelOf = (el: HTMLElement) => Number(el.getAttribute('aria-level'));

/**
 * The agent tree (WAI-ARIA tree view): each level is loaded when its node opens; one tab stop (the focused node);
 * ↑/↓ move, → opens or enters a node, ← closes it or goes to its parent, Home/End, Enter or Space opens or closes
 * (or runs a "more" / "try again" item).
 */
export function AgentTree({
  state,
  selected,
  onMove,
}: {
  state: TreeState;
  /** The member found by a search: marked and focusable. */
  selected: string | null;
  onMove?: (n: AgencyNode) => void;
}) {
  const { t } = useTranslation([NS, 'common']);
  const { levels, expanded, expand, collapse, load } = state;
  const ref = useRef<HTMLUListElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const root = levels[ROOT];

  if (!root || (root.loading && root.list.length === 0))
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton height={120} />
      </div>
    );
  if (root.error && root.list.length === 0)
    return <ErrorPanel message={errorText(t, root.error)} onRetry={() => void load(ROOT)} />;
  if (root.list.length === 0) return <EmptyState title={t('empty_tree')} testId="agency-tree-empty" />;

  const all = () => items(ref.current);
  const current = focused ?? selected ?? root.list[0]!.account;
  const focus = (el: HTMLElement | undefined) => {
    if (!el) return;
    setFocused(el.dataset.key!);
    el.focus();
  };

  function onKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const el = e.target as HTMLElement;
    if (el.getAttribute('role') !== 'treeitem') return;
    const list = all();
    const i = list.indexOf(el);
    const key = el.dataset.key!;
    const open = el.getAttribute('aria-expanded');
    const handled = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    switch (e.key) {
      case 'ArrowDown':
        handled();
        return focus(list[i + 1]);
      case 'ArrowUp':
        handled();
        return focus(list[i - 1]);
      case 'Home':
        handled();
        return focus(list[0]);
      case 'End':
        handled();
        return focus(list[list.length - 1]);
      case 'ArrowRight':
        handled();
        if (open === 'false') return expand(key);
        if (open === 'true') return focus(list[i + 1]);
        return;
      case 'ArrowLeft': {
        handled();
        if (open === 'true') return collapse(key);
        const level = levelOf(el);
        return focus(
          list
            .slice(0, i)
            .reverse()
            .find((x) => levelOf(x) === level - 1),
        );
      }
      case 'Enter':
      case ' ':
        handled();
        if (open === 'true') return collapse(key);
        if (open === 'false') return expand(key);
        return el.click();
    }
  }

  const special = (key: string, level: number, label: string, run?: () => void): ReactNode => (
    <li
      key={key}
      role="treeitem"
      aria-level={level}
      aria-selected={false}
      aria-disabled={run ? undefined : true}
      data-key={key}
      tabIndex={current === key ? 0 : -1}
      onFocus={() => setFocused(key)}
      onClick={run}
      className="agency-tree-special"
    >
      {label}
    </li>
  );

  function levelItems(parent: string, level: number): ReactNode[] {
    const l = levels[parent];
    if (!l) return [];
    const out: ReactNode[] = l.list.map((n, i) => {
      const can = n.directCount > 0;
      const isOpen = can && expanded.has(n.account);
      return (
        <li
          key={n.account}
          role="treeitem"
          aria-level={level}
          aria-setsize={l.total}
          aria-posinset={i + 1}
          aria-expanded={can ? isOpen : undefined}
          aria-selected={selected === n.account}
          data-key={n.account}
          data-testid={`tree-node-${n.account}`}
          tabIndex={current === n.account ? 0 : -1}
          onFocus={(e) => e.target === e.currentTarget && setFocused(n.account)}
          onClick={(e) => {
            e.stopPropagation();
            if (can) (isOpen ? collapse : expand)(n.account);
          }}
          className={selected === n.account ? 'agency-tree-item agency-tree-selected' : 'agency-tree-item'}
        >
          <span className="agency-tree-row">
            <span className="agency-tree-toggle" aria-hidden="true">
              {can ? (isOpen ? '▾' : '▸') : '·'}
            </span>
            <TreeNodeRow node={n} onMove={onMove} />
          </span>
          {isOpen && <ul role="group">{levelItems(n.account, level + 1)}</ul>}
        </li>
      );
    });
    const more = `more:${parent}`;
    if (l.loading) out.push(special(more, level, t('loading')));
    else if (l.error)
      out.push(special(more, level, `${t('load_failed')} ${t('retry_load')}`, () => void load(parent, l.pageNo || 1)));
    else if (l.pageNo < l.totalPages)
      out.push(
        special(
          more,
          level,
          t('load_more', { shown: l.list.length, total: l.total }),
          () => void load(parent, l.pageNo + 1),
        ),
      );
    return out;
  }

  return (
    <ul
      role="tree"
      aria-label={t('tree_label')}
      ref={ref}
      onKeyDown={onKeyDown}
      className="agency-tree"
      data-testid="agency-tree"
    >
      {levelItems(ROOT, 1)}
    </ul>
  );
}
