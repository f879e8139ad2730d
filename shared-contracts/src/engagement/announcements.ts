// The announcements calls (issue 14): filled in by the announcements work.
export {};
