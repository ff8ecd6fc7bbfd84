import type { Side } from '../api';

/** The club's two sides as the pages name them. */
export const SIDE_LABELS: Record<Side, string> = { men: "Men's", women: "Women's" };
