/** Namespace `points`, owned by mf-points. */
export const NS = 'points';
