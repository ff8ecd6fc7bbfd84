// Transfers with a cost and chips on the pages (the product rules §22): what a draft costs before it
// is saved, leaving a draft, and playing and taking back chips on Pick team.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyTeam, Rules } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import { apiPlayer } from '../../test/players';
import TeamPage from './TeamPage';
import TeamTransfersPage from './TeamTransfersPage';

const routes = [
  { path: '/Team', element: <TeamPage /> },
  { path: '/TeamTransfers', element: <TeamTransfersPage /> },
  { path: '/createteam', element: <p>The create page</p> },
];

const LIMITS: Rules = { free_transfers: 1, max_banked: 5, transfer_cost: 4, chips: true };
const UNLIMITED: Rules = { free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true };
const ALL_CHIPS = (['wildcard', 'free_hit', 'bench_boost', 'triple_captain'] as const).map((chip) => ({ chip, available: true }));

function myTeam(extra: Partial<MyTeam> = {}): MyTeam {
  const players = [
    apiPlayer('Sam Smith', 'Goalkeeper', 7.5),
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Back ${i + 1}`, 'Defender', 6)),
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Mid ${i + 1}`, 'Midfielder', 8)),
    ...Array.from({ length: 2 }, (_, i) => apiPlayer(`Forward ${i + 1}`, 'Attacker', 9.5)),
  ];
  return {
    id: 7, name: 'Net Busters', total_points: 120, rank: 1, team_count: 1, formation: '4-4-2', cost: 82.5, budget_remaining: 17.5, players, bench: [],
    captain: null, vice_captain: null, free_transfers: 1, transfers_pending: 0, transfer_cost_pending: 0, chip: null, chips: ALL_CHIPS, ...extra,
  };
}

/** The team's last snapshot: the same squad as the team (no pending transfers). */
const lastSnapshot = (team: MyTeam) => ({
  status: 200,
  body: {
    id: 1, team: { id: team.id, name: team.name }, game_week: { id: 1, week: 1 }, players: team.players.map((p) => ({ ...p, game_week_points: 0, multiplier: 1 })), bench: [],
    automatic_subs: [], weekly_points: 0, captain: null, vice_captain: null, transfers: 0, transfer_cost: 0, free_transfers: null, chip: null,
  },
});

async function swap(out: string, position: string, incoming: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Remove ${out}` }));
  fireEvent.click(screen.getAllByRole('button', { name: `Select ${/^[AEIOU]/.test(position) ? 'an' : 'a'} ${position}` })[0]);
  fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: new RegExp(`^${incoming} - `) }));
}

afterEach(() => jest.restoreAllMocks());

describe('the cost of transfers before saving', () => {
  it('says what two transfers cost with one free, on the page and in the review, pairs in the order made', async () => {
    const team = myTeam();
    const keeper = apiPlayer('New Keeper', 'Goalkeeper', 7);
    const forward = apiPlayer('New Forward', 'Attacker', 9);
    const calls = mockApi({
      'GET /api/team/': { status: 200, body: team },
      'GET /api/rules/': { status: 200, body: LIMITS },
      'GET /api/team-snapshots/most_recent/': lastSnapshot(team),
      'GET /api/players/': { status: 200, body: [keeper, forward] },
      'PUT /api/team/': { status: 200, body: team },
    });
    renderWithApp(routes, '/TeamTransfers');
    const line = () => document.querySelector('.transfer-cost')?.textContent;
    await waitFor(() => expect(line()).toBe('No transfers yet: 1 free transfer. 1 free transfer left.'));
    await swap('Forward 2', 'Attacker', 'New Forward');
    expect(line()).toBe('1 transfer: 1 free, no points off. 0 free transfers left.');
    await swap('Sam Smith', 'Goalkeeper', 'New Keeper');
    expect(line()).toBe('2 transfers: 1 free, -4 pts. 0 free transfers left.');
    // The line is inside the form with Update Team: on a phone the two stay in reach together.
    expect(screen.getByRole('form', { name: 'Update Team' }).contains(document.querySelector('.transfer-cost'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Update Team' }));
    const review = await screen.findByRole('dialog', { name: 'Review your transfers' });
    const pairs = within(within(review).getByRole('list', { name: 'Out and in' })).getAllByRole('listitem');
    // Out in the squad's order (keeper first), each with the one of their position who came in.
    expect(pairs.map((li) => li.textContent)).toEqual(['Out Sam Smith £7.5m→In New Keeper £7.0m', 'Out Forward 2 £9.5m→In New Forward £9.0m']);
    expect(within(review).getByText('Cost').nextSibling?.textContent).toBe('2 transfers: 1 free, -4 pts. 0 free transfers left.');
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm transfers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    // Saved: the Team page opens with the message at its top, and no question about leaving.
    const alert = await screen.findByText(/^Transfers saved\./);
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    const page = alert.closest('section')!;
    expect(page.querySelector('.alert')?.compareDocumentPosition(page.querySelector('.team-head')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('counts the transfers already saved since the last snapshot, and a player bought back is not one', async () => {
    const base = myTeam();
    const [, , , , , , , , , fwd1, fwd2] = base.players;
    const bought = apiPlayer('Bought Earlier', 'Attacker', 9.5);
    // The snapshot had Forward 2; he was sold for Bought Earlier since (one pending, the bank used).
    const snap = lastSnapshot(base);
    const team = myTeam({ players: [...base.players.slice(0, 10), bought], free_transfers: 1, transfers_pending: 1 });
    mockApi({
      'GET /api/team/': { status: 200, body: team },
      'GET /api/rules/': { status: 200, body: { ...LIMITS, transfer_cost: 6 } },
      'GET /api/team-snapshots/most_recent/': snap,
      'GET /api/players/': { status: 200, body: [fwd2, apiPlayer('Other Forward', 'Attacker', 9)] },
    });
    renderWithApp(routes, '/TeamTransfers');
    const line = () => document.querySelector('.transfer-cost')?.textContent;
    await waitFor(() => expect(line()).toBe('1 transfer: 1 free, no points off. 0 free transfers left.'));
    await swap('Forward 1', 'Attacker', 'Other Forward');
    expect(line()).toBe('2 transfers: 1 free, -6 pts. 0 free transfers left.');
    // Bought Earlier sold and Forward 2 bought back: still two (Forward 1 and nothing else).
    await swap('Bought Earlier', 'Attacker', 'Forward 2');
    expect(line()).toBe('1 transfer: 1 free, no points off. 0 free transfers left.');
    expect(fwd1.name).toBe('Forward 1');
  });

  it('says transfers are free under unlimited rules and under a wildcard', async () => {
    const team = myTeam({ free_transfers: null });
    mockApi({
      'GET /api/team/': { status: 200, body: team },
      'GET /api/rules/': { status: 200, body: UNLIMITED },
      'GET /api/team-snapshots/most_recent/': lastSnapshot(team),
      'GET /api/players/': { status: 200, body: [apiPlayer('New Keeper', 'Goalkeeper', 7)] },
    });
    const view = renderWithApp(routes, '/TeamTransfers');
    await waitFor(() => expect(document.querySelector('.transfer-cost')?.textContent).toBe('Transfers are unlimited and free.'));
    await swap('Sam Smith', 'Goalkeeper', 'New Keeper');
    expect(document.querySelector('.transfer-cost')?.textContent).toBe('1 transfer: free (transfers are unlimited).');
    view.unmount();

    jest.restoreAllMocks();
    const wild = myTeam({ free_transfers: 0, chip: 'wildcard' });
    mockApi({
      'GET /api/team/': { status: 200, body: wild },
      'GET /api/rules/': { status: 200, body: LIMITS },
      'GET /api/team-snapshots/most_recent/': lastSnapshot(wild),
      'GET /api/players/': { status: 200, body: [apiPlayer('New Keeper', 'Goalkeeper', 7)] },
    });
    renderWithApp(routes, '/TeamTransfers');
    await swap('Sam Smith', 'Goalkeeper', 'New Keeper');
    expect(document.querySelector('.transfer-cost')?.textContent).toBe('1 transfer: free under your wildcard. 0 free transfers left.');
  });

  it('asks before leaving a draft not saved: Stay keeps it, Leave goes', async () => {
    const team = myTeam();
    mockApi({
      'GET /api/team/': { status: 200, body: team },
      'GET /api/rules/': { status: 200, body: LIMITS },
      'GET /api/team-snapshots/most_recent/': lastSnapshot(team),
      'GET /api/players/': { status: 200, body: [apiPlayer('New Keeper', 'Goalkeeper', 7)] },
    });
    const { router } = renderWithApp(routes, '/TeamTransfers');
    // Nothing changed yet: leaving asks nothing.
    await screen.findByRole('button', { name: 'Remove Sam Smith' });
    await act(() => router.navigate('/createteam'));
    expect(await screen.findByText('The create page')).toBeTruthy();
    await act(() => router.navigate('/TeamTransfers'));
    await swap('Sam Smith', 'Goalkeeper', 'New Keeper');
    await act(() => router.navigate('/Team'));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(ask.textContent).toContain('Your transfers are not saved yet.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/TeamTransfers');
    expect(screen.getByRole('button', { name: /^New Keeper, Goalkeeper/ })).toBeTruthy();
    await act(() => router.navigate('/Team'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Team'));
  });
});

describe('chips on Pick team', () => {
  it('plays a chip after a confirm that says what it does, shows it played, and takes it back after a confirm', async () => {
    let team = myTeam();
    const calls = mockApi({
      'GET /api/team/': () => ({ status: 200, body: team }),
      'GET /api/rules/': { status: 200, body: LIMITS },
      'POST /api/team/chip/': (body) => {
        team = myTeam({ chip: (body as { chip: MyTeam['chip'] }).chip, chips: ALL_CHIPS.map((c) => ({ ...c, available: false })) });
        return { status: 200, body: team };
      },
      'DELETE /api/team/chip/': () => {
        team = myTeam();
        return { status: 204 };
      },
    });
    renderWithApp(routes, '/Team');
    const chips = await screen.findByRole('region', { name: 'Chips' });
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'WildcardAvailablePlay',
      'Free hitAvailablePlay',
      'Bench boostAvailablePlay',
      'Triple captainAvailablePlay',
    ]);
    fireEvent.click(within(chips).getByRole('button', { name: 'Play Triple captain' }));
    const ask = screen.getByRole('dialog', { name: 'Play Triple captain?' });
    expect(ask.textContent).toContain("Your captain's points count three times for the gameweek (the vice-captain's if the captain does not play).");
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(chips).getByRole('button', { name: 'Play Triple captain' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Play Triple captain' }));
    expect(await within(chips).findByText('Triple captain played.')).toBeTruthy();
    expect(document.activeElement).toBe(within(chips).getByRole('heading', { name: 'Chips' }));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ chip: 'triple_captain' });
    // The played chip: in the panel and at the top, by the pitch.
    expect(await within(chips).findByRole('button', { name: 'Take back Triple captain' })).toBeTruthy();
    expect(document.querySelector('.team-page__chip')?.textContent).toBe('Chip played: Triple captain');

    fireEvent.click(within(chips).getByRole('button', { name: 'Take back Triple captain' }));
    const back = screen.getByRole('dialog', { name: 'Take back Triple captain?' });
    fireEvent.click(within(back).getByRole('button', { name: 'Take it back' }));
    expect(await within(chips).findByText('Triple captain taken back: you can play it another week.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/team/chip/')).toBe(true);
    expect(await within(chips).findByRole('button', { name: 'Play Triple captain' })).toBeTruthy();
    expect(document.querySelector('.team-page__chip')).toBeNull();
  });

  it("shows a chip used this term as not playable, the server's refusal, and chips turned off", async () => {
    const team = myTeam({ chips: ALL_CHIPS.map((c) => ({ ...c, available: c.chip !== 'wildcard' })) });
    mockApi({
      'GET /api/team/': { status: 200, body: team },
      'GET /api/rules/': { status: 200, body: LIMITS },
      'POST /api/team/chip/': { status: 400, body: { detail: 'Invalid input.', errors: { chip: ['bench_boost is used up this term.'] } } },
    });
    const view = renderWithApp(routes, '/Team');
    const chips = await screen.findByRole('region', { name: 'Chips' });
    expect((within(chips).getByRole('button', { name: 'Play Wildcard' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(chips).getAllByRole('listitem')[0].textContent).toBe('WildcardUsed this termPlay');
    fireEvent.click(within(chips).getByRole('button', { name: 'Play Bench boost' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Play Bench boost' }));
    expect(await within(chips).findByText(/bench_boost is used up this term\./)).toBeTruthy();
    view.unmount();

    jest.restoreAllMocks();
    mockApi({ 'GET /api/team/': { status: 200, body: myTeam({ chips: ALL_CHIPS.map((c) => ({ ...c, available: false })) }) }, 'GET /api/rules/': { status: 200, body: { ...LIMITS, chips: false } } });
    renderWithApp(routes, '/Team');
    expect(await within(await screen.findByRole('region', { name: 'Chips' })).findByText('The club has turned chips off.')).toBeTruthy();
  });

  it('puts the pitch before the explanations, armbands and bench', async () => {
    mockApi({ 'GET /api/team/': { status: 200, body: myTeam() }, 'GET /api/rules/': { status: 200, body: LIMITS } });
    renderWithApp(routes, '/Team');
    const pitch = await screen.findByRole('region', { name: 'Net Busters on the pitch' });
    const after = (el: Element | null) => !!el && (pitch.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(after(document.querySelector('.team-page__intro'))).toBe(true);
    expect(after(document.querySelector('.armbands'))).toBe(true);
    expect(after(screen.getByRole('region', { name: 'Chips' }))).toBe(true);
  });
});
