import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgencyNode } from 'shared-contracts';
import { getTree } from '../api/get-tree';

/** The key of the tree's top level (the brand's top-level agents); a node's children are keyed by its account. */
export const ROOT = '';
const PAGE = 20;

export interface Level {
  list: AgencyNode[];
  pageNo: number;
  totalPages: number;
  total: number;
  loading: boolean;
  error: unknown;
}
const EMPTY: Level = { list: [], pageNo: 0, totalPages: 0, total: 0, loading: true, error: null };

export interface TreeDays {
  startDate?: string;
  endDate?: string;
}

/**
 * The agent tree's levels, loaded when first opened (a page of 20 at a time, "more" adds the next), which nodes are
 * open, and opening the tree along a member's line. A new brand or range starts again from the top.
 */
export function useTree(code: string | undefined, days: TreeDays) {
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const generation = useRef(0);
  const { startDate, endDate } = days;

  const load = useCallback(
    async (key: string, pageNo = 1) => {
      if (!code) return;
      const gen = generation.current;
      setLevels((l) => ({ ...l, [key]: { ...(l[key] ?? EMPTY), loading: true, error: null } }));
      try {
        const r = await getTree({ code, parent: key || undefined, startDate, endDate, pageNo, pageSize: PAGE });
        if (gen !== generation.current) return;
        setLevels((l) => ({
          ...l,
          [key]: {
            list: pageNo === 1 ? r.list : [...(l[key]?.list ?? []), ...r.list],
            pageNo,
            totalPages: r.totalPages,
            total: r.total,
            loading: false,
            error: null,
          },
        }));
      } catch (error) {
        if (gen === generation.current)
          setLevels((l) => ({ ...l, [key]: { ...(l[key] ?? EMPTY), loading: false, error } }));
      }
    },
    [code, startDate, endDate],
  );

  useEffect(() => {
    generation.current += 1;
    setLevels({});
    setExpanded(new Set());
    void load(ROOT);
  }, [load]);

  const expand = useCallback(
    (key: string) => {
      setExpanded((s) => new Set(s).add(key));
      if (!levels[key] || levels[key].error) void load(key);
    },
    [levels, load],
  );
  const collapse = useCallback((key: string) => {
    setExpanded((s) => {
      const next = new Set(s);
      next.delete(key);
      return next;
    });
  }, []);

  /** Loads every open level again (after a move: both uplines' figures and children change). */
  const refresh = useCallback(async () => {
    await Promise.all([ROOT, ...expanded].map((k) => load(k)));
  }, [expanded, load]);

  /** Opens the tree along a line (ancestors first, the member last) so the member is shown. */
  const openPath = useCallback(
    async (line: readonly AgencyNode[]) => {
      const ancestors = line.slice(0, -1).map((n) => n.account);
      setExpanded((s) => new Set([...s, ...ancestors]));
      await Promise.all(ancestors.map((a) => load(a)));
      // A member beyond its level's first page is shown at the end of what is loaded.
      setLevels((l) => {
        const next = { ...l };
        ancestors.forEach((a, i) => {
          const level = next[a];
          const child = line[i + 1]!;
          if (level && !level.list.some((n) => n.account === child.account))
            next[a] = { ...level, list: [...level.list, child] };
        });
        return next;
      });
    },
    [load],
  );

  return { levels, expanded, load, expand, collapse, refresh, openPath };
}
export type TreeState = ReturnType<typeof useTree>;
