import { BUDGET_TENTHS, formatMoney, formatPrice, fromTenths, sumTenths, toTenths, validPriceTenths } from './money';

describe('toTenths', () => {
  it.each([
    [7.5, 75],
    [10, 100],
    [100, 1000],
    [0.1, 1],
    [0, 0],
    [-0, 0],
    [-2.5, -25],
    [12.3, 123],
  ])('%p million is %p tenths', (price, tenths) => {
    expect(Object.is(toTenths(price), tenths)).toBe(true);
  });

  it('accepts one-decimal prices that arrive with float noise from arithmetic', () => {
    expect(toTenths(0.1 + 0.2)).toBe(3);
    expect(toTenths(7.6 - 0.1)).toBe(75);
    expect(toTenths(1.1 * 3)).toBe(33);
  });

  it('round-trips every tenth from 0.1 to 100.0 exactly', () => {
    const wrong: number[] = [];
    for (let t = 1; t <= 1000; t++) {
      if (toTenths(fromTenths(t)) !== t || toTenths(Number((t / 10).toFixed(1))) !== t) wrong.push(t);
    }
    expect(wrong).toEqual([]);
  });

  it.each([[7.55], [0.05], [7.501], [1 / 3], [NaN], [Infinity], [-Infinity], [1e300]])(
    'refuses %p (more than one decimal or not a real amount), never rounds it',
    (price) => {
      expect(toTenths(price)).toBeNull();
    },
  );

  it('refuses things that are not numbers at run time', () => {
    expect(toTenths('7.5' as unknown as number)).toBeNull();
  });
});

describe('fromTenths', () => {
  it.each([
    [75, 7.5],
    [1000, 100],
    [1, 0.1],
    [0, 0],
  ])('%p tenths is %p million', (tenths, price) => {
    expect(fromTenths(tenths)).toBe(price);
  });
});

describe('formatMoney', () => {
  it.each([
    [75, '£7.5m'],
    [1000, '£100.0m'],
    [0, '£0.0m'],
    [1, '£0.1m'],
    [1001, '£100.1m'],
    [9, '£0.9m'],
    [-5, '-£0.5m'],
    [-120, '-£12.0m'],
  ])('%p tenths shows as %p', (tenths, text) => {
    expect(formatMoney(tenths)).toBe(text);
  });

  it('shows the budget as £100.0m', () => {
    expect(formatMoney(BUDGET_TENTHS)).toBe('£100.0m');
  });
});

describe('formatPrice', () => {
  it.each([
    [7.5, '7.5'],
    [10, '10.0'],
    [0.1, '0.1'],
    [100, '100.0'],
    [0.1 + 0.2, '0.3'],
  ])('%p shows as %p', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });
});

describe('sumTenths', () => {
  it('adds whole tenths exactly', () => {
    expect(sumTenths([])).toBe(0);
    expect(sumTenths([1, 2])).toBe(3);
    expect(sumTenths(Array(11).fill(91))).toBe(1001);
  });
});

describe('validPriceTenths', () => {
  it.each([[1], [75], [1000]])('accepts %p', (t) => expect(validPriceTenths(t)).toBe(true));
  it.each([[0], [-1], [1001], [7.5], [NaN], [Infinity]])('refuses %p', (t) => expect(validPriceTenths(t)).toBe(false));
});
