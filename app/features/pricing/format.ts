// en-US with fixed options, so server and browser print the same text in any locale. Written out
// rather than Intl.NumberFormat: the first Intl formatter makes V8 load ICU data mid-hydration.
// format.test.ts checks the output against Intl's over random values.

// The shortest decimal that reads back as `magnitude`, what Intl rounds: toFixed rounds the
// binary value, so 0.015 (stored as 0.01499…) would give "0.01" where Intl gives "0.02".
function plainDecimal(magnitude: number): { whole: string; fraction: string } {
  // String() gives the shortest round-trip form, with an exponent below 1e-6 and from 1e21.
  const [mantissa = "0", exponentText = "0"] = String(magnitude).split("e");
  const exponent = Number(exponentText);
  const [head = "0", tail = ""] = mantissa.split(".");
  const digits = head + tail;
  const point = head.length + exponent;
  if (point <= 0) return { whole: "0", fraction: "0".repeat(-point) + digits };
  if (point >= digits.length)
    return { whole: digits + "0".repeat(point - digits.length), fraction: "" };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

function incremented(digits: string): string {
  const last = digits.search(/9*$/);
  if (last === 0) return "1" + "0".repeat(digits.length);
  return (
    digits.slice(0, last - 1) +
    String(Number(digits[last - 1]) + 1) +
    "0".repeat(digits.length - last)
  );
}

function groupedDigits(magnitude: number, fractionDigits: number): string {
  const { whole, fraction } = plainDecimal(magnitude);
  let kept = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0");
  if ((fraction[fractionDigits] ?? "0") >= "5") kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - fractionDigits).replace(/^0+(?=\d)/, "");
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ",");
  return fractionDigits === 0 ? grouped : `${grouped}.${kept.slice(-fractionDigits)}`;
}

/** Like Intl's en-US format: trailing zeros past the minimum dropped, -0 shown as "-0". */
function formatNumber(value: number, prefix: string, minFraction: number, maxFraction: number) {
  let digits = groupedDigits(Math.abs(value), maxFraction);
  for (let extra = maxFraction - minFraction; extra > 0 && digits.endsWith("0"); extra--) {
    digits = digits.slice(0, -1);
  }
  if (digits.endsWith(".")) digits = digits.slice(0, -1);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${prefix}${digits}`;
}

/** 42001 cents → "$420.01". */
export const formatCents = (cents: number) => formatNumber(cents / 100, "$", 2, 2);
/** 35417 → "$35,417"; -1188 → "-$1,188". */
export const formatWholeDollars = (dollars: number) => formatNumber(dollars, "$", 0, 0);
/** A per-interaction rate in thousandths of a dollar: 8 → "$0.008", 10 → "$0.01". */
export const formatMillsRate = (mills: number) => formatNumber(mills / 1000, "$", 2, 3);
/** 10000 → "10,000". */
export const formatInteger = (value: number) => formatNumber(value, "", 0, 0);
/** 10001 → "10,001st", 12 → "12th", 22 → "22nd". */
export function formatOrdinal(value: number): string {
  const lastTwo = Math.abs(value) % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[lastTwo % 10] ?? "th");
  return `${formatInteger(value)}${suffix}`;
}
