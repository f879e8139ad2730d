// The mobile rule (the merchant's digit count) and the default dial code live in shared-contracts (the profile page uses them too); the
// country list comes from the server (src/api/get-countries.ts).
export { defaultDialCode, merchantMobilePattern } from 'shared-contracts';
