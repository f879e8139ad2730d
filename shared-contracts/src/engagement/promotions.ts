// The promotions calls (issue 14): filled in by the promotions work.
export {};
