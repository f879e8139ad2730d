// The SMS pickers' dial codes and the mobile rule live in shared-contracts (the profile page uses them too).
export { DIAL_CODES, MOBILE_PATTERN } from 'shared-contracts';
