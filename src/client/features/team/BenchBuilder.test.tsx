// Building a bench where the squad is picked (the product rules §21): Create Team and Transfers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyTeam } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import CreateTeamPage from './CreateTeamPage';
import TeamTransfersPage from './TeamTransfersPage';
import { apiPlayer, squadPool } from '../../test/players';

const routes = [
  { path: '/CreateTeam', element: <CreateTeamPage /> },
  { path: '/TeamTransfers', element: <TeamTransfersPage /> },
  { path: '/Team', element: <p>The team page</p> },
];

afterEach(() => jest.restoreAllMocks());

async function pickPlayer(position: string, name: string) {
  const title = `Select ${/^[AEIOU]/.test(position) ? 'an' : 'a'} ${position}`;
  fireEvent.click(screen.getAllByRole('button', { name: title })[0]);
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`^${name} - `) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Adds a substitute through "Add a substitute" (players of every position). */
async function addSubstitute(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a substitute' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select a substitute' });
  fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`^${name} - `) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const benchNames = () =>
  within(screen.getByRole('region', { name: /^Bench/ }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('.bench__name')?.textContent);

describe('the bench on Create Team', () => {
  it('adds up to 4 substitutes of any position from the same budget, reorders and removes them, and sends them in order', async () => {
    const pool = squadPool();
    const idOf = (name: string) => pool.find((p) => p.name === name)?.id;
    const calls = mockApi({
      'GET /api/players/': { status: 200, body: pool },
      'POST /api/team/': (body) => ({ status: 201, body }),
    });
    renderWithApp(routes, '/CreateTeam');
    expect(screen.getByRole('heading', { name: 'Bench (optional, 0/4)' })).toBeTruthy();
    await addSubstitute('Sam Smith');
    // Every position is offered, and players on the bench are marked as such.
    fireEvent.click(screen.getByRole('button', { name: 'Add a substitute' }));
    let dialog = await screen.findByRole('dialog', { name: 'Select a substitute' });
    expect(within(dialog).getByRole('button', { name: /^Defender 6 - £5.0m Defender Men's 1st/ })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /^Sam Smith - / }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: /^Sam Smith - / }).textContent).toContain('On your bench');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Position' }), { target: { value: 'Attacker' } });
    expect(within(dialog).queryByRole('button', { name: /^Defender 6 - / })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Attacker 4 - / }));
    await addSubstitute('Midfielder 6');
    await addSubstitute('Defender 6');
    // The budget shown pays for the bench: 100.0 - 7.5 - 3 x 5.0.
    expect(screen.getByText('£77.5m', { selector: '.builder__budget-value' })).toBeTruthy();
    expect(benchNames()).toEqual(['Sam Smith', 'Attacker 4', 'Midfielder 6', 'Defender 6']);
    expect(screen.queryByRole('button', { name: 'Add a substitute' })).toBeNull();

    // A substitute cannot be picked into the 11 as well.
    fireEvent.click(screen.getAllByRole('button', { name: 'Select a Defender' })[0]);
    dialog = await screen.findByRole('dialog', { name: 'Select a Defender' });
    expect((within(dialog).getByRole('button', { name: /^Defender 6 - / }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Move Defender 6 up' }));
    expect(benchNames()).toEqual(['Sam Smith', 'Attacker 4', 'Defender 6', 'Midfielder 6']);
    // The focus follows the player, so the same key moves them again.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Defender 6 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Sam Smith down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Attacker 4 from the bench' }));
    expect(benchNames()).toEqual(['Sam Smith', 'Defender 6', 'Midfielder 6']);
    expect(screen.getByText('£82.5m', { selector: '.builder__budget-value' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a substitute' }));

    await pickPlayer('Goalkeeper', 'Gina Gloves');
    for (let i = 1; i <= 4; i++) await pickPlayer('Defender', `Defender ${i}`);
    for (let i = 1; i <= 4; i++) await pickPlayer('Midfielder', `Midfielder ${i}`);
    for (let i = 1; i <= 2; i++) await pickPlayer('Attacker', `Attacker ${i}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: 'Deep Squad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('The team page')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')?.body as { players: number[]; bench: number[] };
    expect(post.players).toHaveLength(11);
    expect(post.bench).toEqual([idOf('Sam Smith'), idOf('Defender 6'), idOf('Midfielder 6')]);
  });
});

function teamWithBench(): MyTeam {
  const players = [
    apiPlayer('Sam Smith', 'Goalkeeper', 7.5),
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Back ${i + 1}`, 'Defender', 6)),
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Mid ${i + 1}`, 'Midfielder', 8)),
    ...Array.from({ length: 2 }, (_, i) => apiPlayer(`Forward ${i + 1}`, 'Attacker', 9.5)),
  ];
  const bench = [apiPlayer('Spare Keeper', 'Goalkeeper', 4), apiPlayer('Spare Back', 'Defender', 4.5)];
  // 82.5 for the 11 and 8.5 for the bench
  return { id: 7, name: 'Net Busters', total_points: 0, rank: 1, team_count: 1, formation: '4-4-2', cost: 91, budget_remaining: 9, players, bench, captain: null, vice_captain: null, free_transfers: null, transfers_pending: 0, transfer_cost_pending: 0, chip: null, chips: [] };
}

describe('the bench on Transfers', () => {
  it('starts from the team’s bench in order, with the budget left after the 11 and the bench', async () => {
    mockApi({ 'GET /api/team/': { status: 200, body: teamWithBench() }, 'GET /api/players/': { status: 200, body: [] } });
    renderWithApp(routes, '/TeamTransfers');
    expect(await screen.findByText('£9.0m')).toBeTruthy();
    expect(benchNames()).toEqual(['Spare Keeper', 'Spare Back']);
    expect((screen.getByRole('button', { name: 'Update Team' }) as HTMLButtonElement).disabled).toBe(true);
    // Reordering the bench is a change to save.
    fireEvent.click(screen.getByRole('button', { name: 'Move Spare Back up' }));
    expect((screen.getByRole('button', { name: 'Update Team' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reviews and sends a bench change: a substitute sold and one bought, in order', async () => {
    const team = teamWithBench();
    const bought = apiPlayer('New Forward', 'Attacker', 5);
    const calls = mockApi({
      'GET /api/team/': { status: 200, body: team },
      'GET /api/players/': { status: 200, body: [bought] },
      'PUT /api/team/': { status: 200, body: team },
    });
    renderWithApp(routes, '/TeamTransfers');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Spare Keeper from the bench' }));
    expect(screen.getByText('£13.0m', { selector: '.builder__budget-value' })).toBeTruthy();
    await addSubstitute('New Forward');
    expect(screen.getByText('£8.0m', { selector: '.builder__budget-value' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Team' }));
    const review = await screen.findByRole('dialog', { name: 'Review your transfers' });
    const pairs = within(within(review).getByRole('list', { name: 'Out and in' })).getAllByRole('listitem');
    expect(pairs.map((li) => li.textContent)).toEqual([expect.stringMatching(/^Out Spare Keeper £\d+\.\dm→In New Forward £5\.0m$/)]);
    expect(within(review).getByText('Bench').nextSibling?.textContent).toBe('1. Spare Back, 2. New Forward');
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm transfers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')?.body as { players: number[]; bench: number[] };
    expect(put.players).toEqual(expect.arrayContaining(team.players.map((p) => p.id)));
    expect(put.bench).toEqual([team.bench[1].id, bought.id]);
  });

  it('sends no bench for a team that has none and gets none, as before', async () => {
    const team = { ...teamWithBench(), bench: [], budget_remaining: 17.5 };
    const keeper = apiPlayer('New Keeper', 'Goalkeeper', 7);
    const calls = mockApi({
      'GET /api/team/': { status: 200, body: team },
      'GET /api/players/': { status: 200, body: [keeper] },
      'PUT /api/team/': { status: 200, body: team },
    });
    renderWithApp(routes, '/TeamTransfers');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Smith' }));
    await pickPlayer('Goalkeeper', 'New Keeper');
    fireEvent.click(screen.getByRole('button', { name: 'Update Team' }));
    const review = await screen.findByRole('dialog', { name: 'Review your transfers' });
    expect(within(review).queryByText('Bench')).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm transfers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(Object.keys(calls.find((c) => c.method === 'PUT')?.body as object).sort()).toEqual(['captain', 'formation', 'players', 'vice_captain']);
  });
});
