import { act, fireEvent, screen, within } from '@testing-library/react';
import type { GameWeek, SnapshotPlayer, TeamSnapshot } from '../../api';
import { mockApi, renderWithApp, type ApiCall } from '../../test/renderWithApp';
import TeamSnapshotPage from './TeamSnapshotPage';
import { fakeJwt } from '../../session/testTokens';
import type { TestState } from '../../test/store';

const routes = [
  { path: '/team/:teamId', element: <TeamSnapshotPage /> },
  { path: '/team/:teamId/:week', element: <TeamSnapshotPage /> },
];

function player(id: number, name: string, position: SnapshotPlayer['position'], points: number): SnapshotPlayer {
  return {
    id, name, position, team: "Men's 1st", price: 6, goals: 0, assists: 0, clean_sheets: 0, games_played: 1, points,
    yellow_cards: 0, red_cards: 0, retired: false, form: 0, selected_by_percent: 0, game_week_points: points, multiplier: 1,
    availability: { status: 'available', note: '', until: null },
  };
}
function snapshot(week: number, weekly: number, keeperPoints: number): TeamSnapshot {
  return {
    id: 100 + week,
    team: { id: 7, name: 'Net Busters' },
    game_week: { id: 10 + week, week },
    players: [player(1, 'Sam Keeper', 'Goalkeeper', keeperPoints), player(2, 'Dee Fender', 'Defender', weekly - keeperPoints)],
    bench: [],
    automatic_subs: [],
    weekly_points: weekly,
    captain: null,
    vice_captain: null,
    transfers: 0,
    transfer_cost: 0,
    free_transfers: null,
    chip: null,
  };
}
const gameWeek = (week: number): GameWeek => ({ id: 10 + week, week, start_date: '2025-01-06', end_date: '2025-01-12', published_at: null });
const lastQuery = (calls: ApiCall[]) => new URL(calls[calls.length - 1].path, 'http://x').searchParams;

/** Weeks 1..3 exist; the team has snapshots for weeks 2 and 3 only. */
function season() {
  const calls: ApiCall[] = mockApi({
    'GET /api/team-snapshots/most_recent/': { status: 200, body: snapshot(3, 30, 12) },
    'GET /api/game-weeks/': () => {
      const week = Number(lastQuery(calls).get('week'));
      return { status: 200, body: week >= 1 && week <= 3 ? [gameWeek(week)] : [] };
    },
    'GET /api/team-snapshots/': () => {
      const id = Number(lastQuery(calls).get('game_week_id'));
      return { status: 200, body: id === 12 ? [snapshot(2, 21, 9)] : [] };
    },
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

describe('the team snapshot page', () => {
  it('starts at the most recent gameweek with the team, its players and weekly points', async () => {
    const calls = season();
    renderWithApp(routes, '/team/7');
    expect(await screen.findByRole('heading', { name: 'Net Busters' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gameweek 3' })).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sam Keeper, Goalkeeper, 12 pts' })).toBeTruthy();
    expect(calls[0].path).toBe('/api/team-snapshots/most_recent/?team_id=7');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('moves a week back by looking up the gameweek, then the snapshot; and forward again', async () => {
    const calls = season();
    renderWithApp(routes, '/team/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('group', { name: 'Sam Keeper, Goalkeeper, 9 pts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gameweek 2' })).toBeTruthy();
    expect(screen.getByText('21')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/game-weeks/?week=2', '/api/team-snapshots/?team_id=7&game_week_id=12']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Gameweek 3' })).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
  });

  it('puts the week in the address: a shared /team/7/2 opens week 2, and Back walks the weeks', async () => {
    season();
    const { router } = renderWithApp(routes, '/team/7/2');
    expect(await screen.findByRole('heading', { name: 'Gameweek 2' })).toBeTruthy();
    expect(await screen.findByText('21')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Gameweek 3' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/7/3');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Gameweek 2' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/7/2');
  });

  it('says so for a week in the address that is not a week number', async () => {
    season();
    renderWithApp(routes, '/team/7/zero');
    expect(await screen.findByText('Game week not found for the provided week.')).toBeTruthy();
  });

  it('says when the team has no snapshot for a week, and stops Previous at week 1', async () => {
    season();
    renderWithApp(routes, '/team/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Gameweek 2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('No team snapshot data found for this game week.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gameweek 1' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when a gameweek does not exist', async () => {
    mockApi({
      'GET /api/team-snapshots/most_recent/': { status: 200, body: snapshot(3, 30, 12) },
      'GET /api/game-weeks/': { status: 200, body: [] },
    });
    renderWithApp(routes, '/team/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Game week not found for the provided week.')).toBeTruthy();
  });

  it("is the Points view of one's own team, a tab away from Pick team; other teams have no tabs", async () => {
    const signedIn = { auth: { access: fakeJwt(300), refresh: fakeJwt(86_400) } as TestState['auth'] };
    const handlers = (ownId: number) => ({
      'GET /api/team/': { status: 200, body: { id: ownId, name: 'Mine', players: [] } },
      'GET /api/team-snapshots/most_recent/': { status: 200, body: snapshot(3, 30, 12) },
    });
    mockApi(handlers(7));
    const own = renderWithApp(routes, '/team/7', signedIn);
    const tabs = await screen.findByRole('navigation', { name: 'Your team' });
    expect(within(tabs).getByRole('link', { name: 'Points' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Pick team' }).getAttribute('href')).toBe('/Team');
    expect(await screen.findByText('30')).toBeTruthy();
    own.unmount();

    jest.restoreAllMocks();
    mockApi(handlers(8));
    renderWithApp(routes, '/team/7', signedIn);
    expect(await screen.findByRole('heading', { name: 'Gameweek 3' })).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('navigation', { name: 'Your team' })).toBeNull();
  });

  it('shows the bench in order with points, who came on for whom, and the replaced starter at 0', async () => {
    const keeper = player(1, 'Sam Keeper', 'Goalkeeper', 2);
    const absent = { ...player(2, 'Dee Fender', 'Defender', 0), multiplier: 0 as const };
    const captain = { ...player(3, 'Cap Tain', 'Midfielder', 5), multiplier: 2 as const };
    const cameOn = player(20, 'Sub Stitute', 'Defender', 3);
    const stayed = { ...player(21, 'Bench Warmer', 'Attacker', 4), multiplier: 0 as const };
    const week: TeamSnapshot = {
      ...snapshot(3, 15, 2),
      // A 4-4-2: the defender who did not play is replaced by the defender on the bench.
      players: [
        keeper,
        absent,
        ...[4, 5, 6].map((id) => player(id, `Back ${id}`, 'Defender', 0)),
        captain,
        ...[7, 8, 9].map((id) => player(id, `Mid ${id}`, 'Midfielder', 0)),
        ...[10, 11].map((id) => player(id, `Forward ${id}`, 'Attacker', 0)),
      ],
      bench: [stayed, cameOn],
      automatic_subs: [{ out: 2, in: 20 }],
      captain: 3,
      weekly_points: 15,
    };
    mockApi({ 'GET /api/team-snapshots/most_recent/': { status: 200, body: week } });
    renderWithApp(routes, '/team/7');
    const pitch = await screen.findByRole('region', { name: 'Team for gameweek 3' }, { timeout: 5000 });
    const off = within(pitch).getByRole('group', { name: 'Dee Fender, Defender, did not play: replaced by Sub Stitute, 0 pts, not counted' });
    expect(off.textContent).toContain('0 pts (×0)');
    expect(off.textContent).toContain('Off: Sub Stitute on');
    expect(off.closest('.token')?.classList.contains('token--muted')).toBe(true);
    expect(within(pitch).getByRole('group', { name: 'Cap Tain, captain, Midfielder, 5 pts, doubled to 10 pts' })).toBeTruthy();

    const bench = screen.getByRole('region', { name: 'Bench' });
    const items = within(bench).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      "1Bench WarmerAttacker · Men's 1st4 pts (×0)Did not come on",
      "2Sub StituteDefender · Men's 1st3 ptsOn for Dee Fender",
    ]);
  });

  it('has no bench section when the team had no bench that week', async () => {
    season();
    renderWithApp(routes, '/team/7');
    expect(await screen.findByRole('region', { name: 'Team for gameweek 3' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bench' })).toBeNull();
  });

  it('shows not found when the team has no snapshot at all', async () => {
    mockApi({ 'GET /api/team-snapshots/most_recent/': { status: 404, body: { detail: 'No snapshot.' } } });
    renderWithApp(routes, '/team/7');
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Team snapshot not found for the most recent game week.')).toBeTruthy();
  });

  it("shows the week's transfer cost and chip, and a triple captain's points ×3", async () => {
    const captain = { ...player(3, 'Cap Tain', 'Midfielder', 5), multiplier: 3 as const };
    const week: TeamSnapshot = { ...snapshot(3, 13, 2), players: [player(1, 'Sam Keeper', 'Goalkeeper', 2), captain], captain: 3, transfers: 3, transfer_cost: 4, free_transfers: 2, chip: 'triple_captain', weekly_points: 13 };
    mockApi({ 'GET /api/team-snapshots/most_recent/': { status: 200, body: week } });
    renderWithApp(routes, '/team/7');
    const pitch = await screen.findByRole('region', { name: 'Team for gameweek 3' }, { timeout: 5000 });
    const tripled = within(pitch).getByRole('group', { name: 'Cap Tain, captain, Midfielder, 5 pts, tripled to 15 pts' });
    expect(tripled.textContent).toContain('15 pts (5 ×3)');
    const decisions = document.querySelector('.snapshot__decisions')!;
    expect(within(decisions as HTMLElement).getByText('Transfers').nextElementSibling?.textContent).toBe('-4 pts, 3 transfers');
    expect(within(decisions as HTMLElement).getByText('Chip').nextElementSibling?.textContent).toBe('Triple captain');
  });

  it('says transfers under a wildcard were free, and shows nothing for a week without either', async () => {
    const week: TeamSnapshot = { ...snapshot(3, 9, 2), transfers: 5, transfer_cost: 0, chip: 'wildcard' };
    mockApi({ 'GET /api/team-snapshots/most_recent/': { status: 200, body: week } });
    const view = renderWithApp(routes, '/team/7');
    await screen.findByRole('region', { name: 'Team for gameweek 3' }, { timeout: 5000 });
    expect(document.querySelector('.snapshot__decisions')?.textContent).toBe('Transfers5 transfers, freeChipWildcard');
    view.unmount();
    jest.restoreAllMocks();
    mockApi({ 'GET /api/team-snapshots/most_recent/': { status: 200, body: snapshot(3, 9, 2) } });
    renderWithApp(routes, '/team/7');
    await screen.findByRole('region', { name: 'Team for gameweek 3' }, { timeout: 5000 });
    expect(document.querySelector('.snapshot__decisions')).toBeNull();
  });
});
