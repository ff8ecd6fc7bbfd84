import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import CreateTeamPage from './CreateTeamPage';
import { apiPlayer, squadPool } from '../../test/players';

const routes = [
  { path: '/CreateTeam', element: <CreateTeamPage /> },
  { path: '/Team', element: <p>The team page</p> },
];

afterEach(() => jest.restoreAllMocks());

/** Opens the first empty slot of a position and picks the named player. */
async function pickPlayer(position: string, name: string) {
  // docs/rules.md §2: 'an' before a vowel.
  const title = `Select ${/^[AEIOU]/.test(position) ? 'an' : 'a'} ${position}`;
  fireEvent.click(screen.getAllByRole('button', { name: title })[0]);
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`^${name} - `) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function pickFullSquad() {
  await pickPlayer('Goalkeeper', 'Gina Gloves');
  for (let i = 1; i <= 4; i++) await pickPlayer('Defender', `Defender ${i}`);
  for (let i = 1; i <= 4; i++) await pickPlayer('Midfielder', `Midfielder ${i}`);
  for (let i = 1; i <= 2; i++) await pickPlayer('Attacker', `Attacker ${i}`);
}

describe('the Create Team page', () => {
  it("lists a position's players as 'name - £price m' with their side, and charges the budget", async () => {
    mockApi({ 'GET /api/players/': { status: 200, body: squadPool() } });
    renderWithApp(routes, '/CreateTeam');
    expect(screen.getByText('£100.0m')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Select a Goalkeeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Goalkeeper' });
    expect(await within(dialog).findByText('Sam Smith - £7.5m')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: "Gina Gloves - £4.5m Women's 1st" })).toBeTruthy();
    expect(within(dialog).queryByText(/Defender 1/)).toBeNull();

    fireEvent.click(within(dialog).getByText('Sam Smith - £7.5m'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('£92.5m')).toBeTruthy();
    // The one player picked so far wears the captain's armband until the manager names another.
    expect(screen.getByRole('button', { name: /^Sam Smith, captain, Goalkeeper/ })).toBeTruthy();
  });

  it('greys out players already picked, so they cannot be picked twice', async () => {
    mockApi({ 'GET /api/players/': { status: 200, body: squadPool() } });
    renderWithApp(routes, '/CreateTeam');
    await pickPlayer('Defender', 'Defender 1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Select a Defender' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Select a Defender' });
    const taken = within(dialog).getByRole('button', { name: /^Defender 1 - / }) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: /^Defender 2 - / }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when a position has no players, and hides retired players', async () => {
    const retired = { ...apiPlayer('Old Striker', 'Attacker'), retired: true };
    mockApi({ 'GET /api/players/': { status: 200, body: [apiPlayer('Keeper', 'Goalkeeper'), retired] } });
    renderWithApp(routes, '/CreateTeam');
    fireEvent.click(screen.getAllByRole('button', { name: 'Select an Attacker' })[0]);
    expect(await screen.findByText('No players available for this position')).toBeTruthy();
    expect(screen.queryByText(/Old Striker/)).toBeNull();
  });

  it('searches the list by name and by side', async () => {
    mockApi({ 'GET /api/players/': { status: 200, body: squadPool() } });
    renderWithApp(routes, '/CreateTeam');
    fireEvent.click(screen.getByRole('button', { name: 'Select a Goalkeeper' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Sam Smith - £7.5m');
    const search = within(dialog).getByRole('searchbox', { name: 'Search players' });
    fireEvent.change(search, { target: { value: 'women' } });
    expect(within(dialog).queryByText('Sam Smith - £7.5m')).toBeNull();
    expect(within(dialog).getByText('Gina Gloves - £4.5m')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'smi' } });
    expect(within(dialog).getByText('Sam Smith - £7.5m')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Side' }), { target: { value: "Men's 1st" } });
    expect(within(dialog).queryByText('Gina Gloves - £4.5m')).toBeNull();
  });

  it('removes a picked player and refunds the price', async () => {
    mockApi({ 'GET /api/players/': { status: 200, body: squadPool() } });
    renderWithApp(routes, '/CreateTeam');
    await pickPlayer('Goalkeeper', 'Sam Smith');
    expect(screen.getByText('£92.5m')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sam Smith' }));
    expect(screen.getByText('£100.0m')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select a Goalkeeper' })).toBeTruthy();
  });

  it('enables Create Team only for a named squad of 1 goalkeeper and 10 outfield players, then goes to /Team', async () => {
    const pool = squadPool();
    const idOf = (name: string) => pool.find((p) => p.name === name)!.id;
    const calls = mockApi({
      'GET /api/players/': { status: 200, body: pool },
      'POST /api/team/': (body) => ({ status: 201, body }),
    });
    renderWithApp(routes, '/CreateTeam');
    const create = () => screen.getByRole('button', { name: 'Create Team' }) as HTMLButtonElement;
    expect(create().disabled).toBe(true);
    await pickFullSquad();
    expect(create().disabled).toBe(true); // no name yet
    fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: '  Net Busters ' } });
    expect(create().disabled).toBe(false);
    fireEvent.click(create());
    expect(await screen.findByText('The team page')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    // No armbands chosen: the two most expensive (all £5.0m but the keeper: the lower ids).
    expect(post?.body).toEqual({ name: 'Net Busters', players: expect.any(Array), captain: idOf('Defender 1'), vice_captain: idOf('Defender 2') });
    expect((post?.body as { players: number[] }).players).toHaveLength(11);
  });

  it('names the two most expensive as captain and vice, and lets the manager choose others', async () => {
    const pool = squadPool();
    const idOf = (name: string) => pool.find((p) => p.name === name)!.id;
    const calls = mockApi({ 'GET /api/players/': { status: 200, body: pool }, 'POST /api/team/': (body) => ({ status: 201, body }) });
    renderWithApp(routes, '/CreateTeam');
    await pickPlayer('Goalkeeper', 'Sam Smith');
    for (let i = 1; i <= 4; i++) await pickPlayer('Defender', `Defender ${i}`);
    for (let i = 1; i <= 4; i++) await pickPlayer('Midfielder', `Midfielder ${i}`);
    for (let i = 1; i <= 2; i++) await pickPlayer('Attacker', `Attacker ${i}`);
    expect(screen.getByText(/your two most expensive players/).textContent).toBe(
      'Captain (C): Sam Smith, vice-captain (V): Defender 1 — your two most expensive players who can play. Tap a player to change.',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Attacker 2,/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make captain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/^Captain \(C\)/).textContent).toBe('Captain (C): Attacker 2, vice-captain (V): Defender 1.');
    expect(screen.getByRole('button', { name: /^Attacker 2, captain,/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: 'Armbands' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('The team page')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ captain: idOf('Attacker 2'), vice_captain: idOf('Defender 1') });
  });

  it('Auto Pick fills the empty places with a valid squad within the budget, keeping the players picked', async () => {
    const pool = squadPool().map((p) => (p.name === 'Defender 6' ? { ...p, form: 9 } : p.name === 'Attacker 4' ? { ...p, retired: true, form: 20 } : p));
    const idOf = (name: string) => pool.find((p) => p.name === name)!.id;
    const calls = mockApi({ 'GET /api/players/': { status: 200, body: pool }, 'POST /api/team/': (body) => ({ status: 201, body }) });
    renderWithApp(routes, '/CreateTeam');
    await pickPlayer('Goalkeeper', 'Sam Smith');
    const auto = await screen.findByRole('button', { name: 'Auto Pick' });
    await waitFor(() => expect((auto as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(auto);
    expect(screen.getByText('11/11')).toBeTruthy();
    // 7.5 for the keeper and ten at 5.0: £42.5m left.
    expect(screen.getByText('£42.5m')).toBeTruthy();
    expect((auto as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: 'Autos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('The team page')).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')?.body as { players: number[] };
    expect(body.players).toHaveLength(11);
    expect(body.players).toContain(idOf('Sam Smith'));
    expect(body.players).toContain(idOf('Defender 6')); // the best form
    expect(body.players).not.toContain(idOf('Attacker 4')); // retired
  });

  it("shows the server's reason in the alert region when the team cannot be created", async () => {
    mockApi({
      'GET /api/players/': { status: 200, body: squadPool() },
      'POST /api/team/': { status: 400, body: { detail: 'Invalid team.', errors: { name: ['That team name is taken.'] } } },
    });
    renderWithApp(routes, '/CreateTeam');
    await pickFullSquad();
    fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const alert = await screen.findByText('Invalid team. That team name is taken.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('The team page')).toBeNull();
  });
});
