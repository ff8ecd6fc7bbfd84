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
    expect(screen.getByRole('button', { name: /^Sam Smith, Goalkeeper/ })).toBeTruthy();
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
    const calls = mockApi({
      'GET /api/players/': { status: 200, body: squadPool() },
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
    expect(post?.body).toEqual({ name: 'Net Busters', players: expect.any(Array) });
    expect((post?.body as { players: number[] }).players).toHaveLength(11);
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
