// The referral calls (issue 14): filled in by the referral work.
export {};
