/** The dashboard's amounts ("-1234.50") in minor units, for shared-ui's Amount. */
export const minorOf = (amount: string): number => Math.round(Number(amount) * 100);
