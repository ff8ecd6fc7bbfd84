// The route table: every page once, with the title, guard and navigation entry read from it.
import { matchRoutes } from 'react-router-dom';
import { appRoutes, isCurrent, navRoutes, pageAt, tabRoutes, titleOf } from './routeTable';
import { routes } from './routes';

const route = (id: string) => appRoutes.find((r) => r.id === id)!;

describe('the route table', () => {
  it('lists each page once, by id and by path', () => {
    expect(new Set(appRoutes.map((r) => r.id)).size).toBe(appRoutes.length);
    expect(new Set(appRoutes.map((r) => r.path.toLowerCase())).size).toBe(appRoutes.length);
  });

  it.each([
    ['/', 'home'],
    ['/CreateTeam', 'createTeam'],
    ['/createteam', 'createTeam'],
    ['/Team', 'team'],
    ['/team/', 'team'],
    ['/TeamTransfers', 'transfers'],
    ['/team/12', 'snapshot'],
    ['/leagues', 'leagues'],
    ['/leagues/3', 'league'],
    ['/Match', 'matches'],
    ['/Players', 'players'],
    ['/Fixtures', 'fixtures'],
    ['/Terms', 'terms'],
    ['/Rules', 'rules'],
    ['/mens', 'mens'],
    ['/womens', 'womens'],
    ['/results', 'results'],
    ['/LMS', 'lms'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/logout', 'logout'],
    ['/forgot-password', 'forgotPassword'],
    ['/reset-password/Mw/abc-123', 'resetPassword'],
    ['/player/7', 'player'],
    ['/gameweek/4', 'gameweek'],
    ['/no/such/page', 'notFound'],
  ])('opens %s on the %s page, in the router too', (path, id) => {
    expect(pageAt(path).route.id).toBe(id);
    expect(matchRoutes(routes, path)?.at(-1)?.route.id).toBe(id);
  });

  it('gives each page its document title, from its params where needed', () => {
    expect(titleOf('/')).toBe('Home · Fantasy XI');
    expect(titleOf('/createteam')).toBe('Create your team · Fantasy XI');
    expect(titleOf('/gameweek/12')).toBe('Gameweek 12 · Fantasy XI');
    expect(titleOf('/Team')).toBe('Pick team · Fantasy XI');
    expect(titleOf('/team/5')).toBe('Team snapshot · Fantasy XI');
    expect(titleOf('/results')).toBe('Results · Fantasy XI');
    expect(titleOf('/nope')).toBe('Page not found · Fantasy XI');
  });

  it('guards the pages of signed-in users and of staff, and leaves the others open', () => {
    const access = (path: string) => pageAt(path).route.access;
    for (const path of ['/', '/CreateTeam', '/Team', '/TeamTransfers', '/leagues', '/leagues/2']) expect(access(path)).toBe('user');
    for (const path of ['/Match', '/Players', '/Fixtures', '/seasons/close']) expect(access(path)).toBe('staff');
    for (const path of ['/team/1', '/player/1', '/gameweek/1', '/mens', '/womens', '/results', '/LMS', '/seasons', '/seasons/1', '/login', '/register', '/logout', '/forgot-password', '/reset-password/a/b', '/x'])
      expect(access(path)).toBeUndefined();
  });

  it('gives the header its links in order, and the tab bar its four tabs', () => {
    expect(navRoutes.map((r) => [r.nav!.label, r.path, r.nav!.for ?? 'everyone'])).toEqual([
      ['Home', '/', 'everyone'],
      ['Fantasy', '/team', 'everyone'],
      ['Leagues', '/leagues', 'user'],
      ["Men's", '/mens', 'everyone'],
      ["Women's", '/womens', 'everyone'],
      ['Results', '/results', 'everyone'],
      ['Seasons', '/seasons', 'everyone'],
      ['LMS', '/LMS', 'everyone'],
      ['Players', '/Players', 'staff'],
      ['Matches', '/Match', 'staff'],
      ['Fixtures', '/Fixtures', 'staff'],
      ['Terms', '/Terms', 'staff'],
      ['Rules', '/Rules', 'staff'],
      ['Account', '/account', 'user'],
      ['Login', '/login', 'visitor'],
      ['Logout', '/logout', 'user'],
    ]);
    expect(tabRoutes.map((r) => [r.nav!.tab!.label, r.path])).toEqual([
      ['Home', '/'],
      ['Team', '/team'],
      ['Leagues', '/leagues'],
      ['Fixtures', '/mens'],
    ]);
  });

  it('marks the entry of the current page, and of the pages that count as it', () => {
    const current = (path: string, tab = false) => navRoutes.filter((r) => isCurrent(r, path, tab)).map((r) => r.id);
    expect(current('/')).toEqual(['home']);
    for (const path of ['/team', '/CreateTeam', '/teamtransfers']) expect(current(path)).toEqual(['team']);
    expect(current('/team/4')).toEqual([]);
    expect(current('/leagues/9')).toEqual(['leagues']);
    expect(current('/results')).toEqual(['results']);
    expect(current('/results', true)).toEqual(['mens', 'results']);
    expect(isCurrent(route('mens'), '/womens', true)).toBe(true);
    expect(isCurrent(route('mens'), '/womens')).toBe(false);
  });

  it("takes the place a page gives itself (one's own snapshot is part of Team)", () => {
    expect(navRoutes.filter((r) => isCurrent(r, '/team/4', true, 'team')).map((r) => r.id)).toEqual(['team']);
    expect(isCurrent(route('home'), '/team/4', true, 'team')).toBe(false);
  });
});
