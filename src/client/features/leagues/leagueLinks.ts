import { normaliseLeagueCode } from '../../../domain/leagues';

/** The page that fills the join form with a league's code. */
export const joinPath = (code: string) => `/leagues?code=${encodeURIComponent(code)}`;

/** The full share link, on this site's own address. */
export const shareUrl = (code: string, origin = window.location.origin) => `${origin}${joinPath(code)}`;

/** The code a share link carries (`?code=`), normalised, or '' when there is none. */
export function codeFromSearch(search: string): string {
  const raw = new URLSearchParams(search).get('code');
  return raw ? normaliseLeagueCode(raw).slice(0, 20) : '';
}

/** 'ABCD2345' shown as 'ABCD 2345', easier to read out. */
export const spacedCode = (code: string) => (code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code);

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
