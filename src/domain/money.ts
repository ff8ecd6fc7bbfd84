// Money is kept as integer tenths of £1m so that sums never pick up float noise
// (7.5 + 0.1 + ... stays exact). Conversion happens only at the edges.

/** The squad budget, £100.0m. */
export const BUDGET_TENTHS = 1000;

// A price counts as "one decimal" when price*10 is an integer up to float error:
// 0.3 * 10 is 3.0000000000000004, which must still be 3 tenths.
const DECIMAL_TOLERANCE = 1e-9;

/** Price in millions (7.5) to integer tenths (75); null if not finite or more than one decimal. */
export function toTenths(price: number): number | null {
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  const scaled = price * 10;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) >= DECIMAL_TOLERANCE) return null;
  if (!Number.isSafeInteger(rounded)) return null;
  return rounded === 0 ? 0 : rounded; // never hand back -0
}

/** Integer tenths (75) to a price in millions (7.5): the one division, exact to the nearest double. */
export function fromTenths(tenths: number): number {
  const value = tenths / 10;
  return value === 0 ? 0 : value;
}

// Built from integers so that formatting never depends on toFixed's binary rounding.
function oneDecimal(tenths: number): string {
  const t = Math.round(tenths);
  const abs = Math.abs(t);
  return `${t < 0 ? '-' : ''}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** '£7.5m', '£100.0m', '£0.0m'; a negative amount is '-£0.5m'. */
export function formatMoney(tenths: number): string {
  const text = oneDecimal(tenths);
  return text.startsWith('-') ? `-£${text.slice(1)}m` : `£${text}m`;
}

/** A price in millions with one decimal, for 'name - £price m' lists: 7.5 → '7.5', 10 → '10.0'. */
export function formatPrice(price: number): string {
  return oneDecimal(price * 10);
}

export function sumTenths(values: number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

/** A player's price: a whole number of tenths, more than £0.0m and at most £100.0m. */
export function validPriceTenths(t: number): boolean {
  return Number.isInteger(t) && t > 0 && t <= BUDGET_TENTHS;
}
