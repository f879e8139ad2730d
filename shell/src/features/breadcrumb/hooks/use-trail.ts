import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface Crumb {
  path: string;
  search: string;
}

/**
 * The trail of visited paths (SPEC §2): visiting a path already in the trail truncates it there,
 * so clicking a crumb shortens the trail to that crumb.
 */
export function useTrail(): Crumb[] {
  const { pathname, search } = useLocation();
  const [trail, setTrail] = useState<Crumb[]>([]);
  useEffect(() => {
    setTrail((prev) => {
      if (pathname === '/index') return [];
      const at = prev.findIndex((c) => c.path === pathname);
      if (at >= 0) return [...prev.slice(0, at), { path: pathname, search }];
      return [...prev, { path: pathname, search }];
    });
  }, [pathname, search]);
  return trail;
}
