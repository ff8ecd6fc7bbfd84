// Each route's document title (the browser tab, history and screen readers announce it).
const TITLES: [RegExp, string | ((m: RegExpMatchArray) => string)][] = [
  [/^\/$/, 'Home'],
  [/^\/createteam\/?$/i, 'Create your team'],
  [/^\/team\/?$/i, 'Your team'],
  [/^\/teamtransfers\/?$/i, 'Transfers'],
  [/^\/team\/(\d+)\/?$/i, 'Team snapshot'],
  [/^\/leagues\/?$/i, 'Mini-leagues'],
  [/^\/leagues\/[^/]+\/?$/i, 'Mini-league'],
  [/^\/match\/?$/i, 'Matches'],
  [/^\/players\/?$/i, 'Players'],
  [/^\/fixtures\/?$/i, 'Fixtures'],
  [/^\/mens\/?$/i, "Men's fixtures"],
  [/^\/womens\/?$/i, "Women's fixtures"],
  [/^\/results\/?$/i, 'Results'],
  [/^\/lms\/?$/i, 'LMS'],
  [/^\/login\/?$/i, 'Log in'],
  [/^\/register\/?$/i, 'Register'],
  [/^\/logout\/?$/i, 'Logged out'],
  [/^\/forgot-password\/?$/i, 'Forgot password'],
  [/^\/reset-password\//i, 'Reset password'],
  [/^\/player\/\d+\/?$/i, 'Player'],
  [/^\/account\/?$/i, 'Your account'],
  [/^\/unsubscribe\/?$/i, 'Unsubscribe'],
  [/^\/gameweek\/(\d+)\/?$/i, (m) => `Gameweek ${m[1]}`],
];

/** The document title of a path: 'Results · Fantasy XI'; unknown paths 'Page not found'. */
export function titleOf(pathname: string): string {
  for (const [pattern, title] of TITLES) {
    const m = pathname.match(pattern);
    if (m) return `${typeof title === 'string' ? title : title(m)} · Fantasy XI`;
  }
  return 'Page not found · Fantasy XI';
}
