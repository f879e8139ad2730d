/** One slot of a pager: a page number, or a gap ("…") standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The page links of a pager (SPEC §9: 5 page links with 1 margin page): up to `range` pages around the
 * current one, `margin` pages at each end, and a gap where pages are left out. A gap never stands for a
 * single page (that page is shown instead), so the links never jump by one hidden page.
 */
export function pageItems(current: number, total: number, range = 5, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(p - 1);
    else if (prev !== undefined && p - prev > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
