/**
 * en-US formatting with fixed options, so the server and the browser print the same text
 * whatever the visitor's locale (no hydration mismatch).
 */
const usd2 = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usd0 = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const rate = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 42001 cents → "$420.01". */
export const formatCents = (cents: number) => usd2.format(cents / 100);
/** 35417 → "$35,417"; -1188 → "-$1,188". */
export const formatWholeDollars = (dollars: number) => usd0.format(dollars);
/** A per-interaction rate in thousandths of a dollar: 8 → "$0.008", 10 → "$0.01". */
export const formatMillsRate = (mills: number) => rate.format(mills / 1000);
/** 10000 → "10,000". */
export const formatInteger = (value: number) => integer.format(value);
