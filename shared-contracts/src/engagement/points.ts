// The points calls (issue 14): filled in by the points work.
export {};
