// The bench on the Pick team page (the product rules §21): in order under the pitch, reordered with the
// arrows, and a starter swapped with a substitute by tapping both; each change saved at once with
// the same players (not a transfer).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyTeam, PlayerSummary } from '../../api';
import { mockApi, renderWithApp, type ApiCall } from '../../test/renderWithApp';
import TeamPage from './TeamPage';
import { apiPlayer } from '../../test/players';
import { formationOf } from '../../../domain';

const routes = [
  { path: '/Team', element: <TeamPage /> },
  { path: '/TeamTransfers', element: <p>The transfers page</p> },
];

afterEach(() => jest.restoreAllMocks());

function team(): MyTeam {
  const players = [
    apiPlayer('Sam Smith', 'Goalkeeper', 7.5),
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Back ${i + 1}`, 'Defender', 6)),
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Mid ${i + 1}`, 'Midfielder', 8)),
    ...Array.from({ length: 2 }, (_, i) => apiPlayer(`Forward ${i + 1}`, 'Attacker', 9.5)),
  ];
  const bench = [apiPlayer('Spare Keeper', 'Goalkeeper', 4), apiPlayer('Spare Back', 'Defender', 4.5), apiPlayer('Spare Forward', 'Attacker', 3)];
  return { id: 7, name: 'Net Busters', total_points: 0, rank: 1, team_count: 1, formation: '4-4-2', cost: 94, budget_remaining: 6, players, bench, captain: players[1].id, vice_captain: players[5].id, free_transfers: null, transfers_pending: 0, transfer_cost_pending: 0, chip: null, chips: [] };
}

/** A server that keeps what is PUT (the same players reshuffled), as the real one does. */
function server(start: MyTeam, put?: (body: unknown) => { status: number; body?: unknown }) {
  let current = start;
  const all = new Map<number, PlayerSummary>([...start.players, ...start.bench].map((p) => [p.id, p]));
  const calls: ApiCall[] = mockApi({
    'GET /api/team/': () => ({ status: 200, body: current }),
    'PUT /api/team/': (body) => {
      if (put) return put(body);
      const b = body as { players: number[]; bench: number[]; captain: number | null; vice_captain: number | null };
      const of = (ids: number[]) => ids.map((id) => all.get(id) as PlayerSummary);
      const players = of(b.players);
      current = { ...current, players, bench: of(b.bench), formation: formationOf(players), captain: b.captain, vice_captain: b.vice_captain };
      return { status: 200, body: current };
    },
  });
  return calls;
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body as { players: number[]; bench: number[]; captain: number; vice_captain: number });
const bench = () => screen.getByRole('region', { name: 'Bench' });
const benchNames = () => within(bench()).getAllByRole('listitem').map((li) => li.querySelector('.bench__name')?.textContent);

describe('the bench on Pick team', () => {
  it('lists the substitutes under the pitch in order, numbered, with position and price', async () => {
    server(team());
    renderWithApp(routes, '/Team');
    const items = await within(await screen.findByRole('region', { name: 'Bench' })).findAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual([
      '1Spare KeeperGK · Goalkeeper, £4.0m↑↓Swap',
      '2Spare BackDEF · Defender, £4.5m↑↓Swap',
      '3Spare ForwardATT · Attacker, £3.0m↑↓Swap',
    ]);
    expect((within(items[0]).getByRole('button', { name: 'Move Spare Keeper up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(items[2]).getByRole('button', { name: 'Move Spare Forward down' }) as HTMLButtonElement).disabled).toBe(true);
    // The pitch comes first.
    const pitch = screen.getByRole('region', { name: 'Net Busters on the pitch' });
    expect(pitch.compareDocumentPosition(bench()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('moves a substitute and saves the order at once, with the same 11 and armbands', async () => {
    const start = team();
    const calls = server(start);
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Spare Forward up' }));
    // Drawn at once, the focus following the player.
    expect(benchNames()).toEqual(['Spare Keeper', 'Spare Forward', 'Spare Back']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Spare Forward up' }));
    expect(within(bench()).getByRole('status').textContent).toBe('Saving...');
    expect(await within(bench()).findByText('Bench order saved: 1. Spare Keeper, 2. Spare Forward, 3. Spare Back.')).toBeTruthy();
    const [put] = puts(calls);
    expect(put.players).toEqual(start.players.map((p) => p.id));
    expect(put.bench).toEqual([start.bench[0].id, start.bench[2].id, start.bench[1].id]);
    expect(put).toMatchObject({ captain: start.captain, vice_captain: start.vice_captain });
    await waitFor(() => expect(within(bench()).getByRole('status').textContent).toBe(''));
    expect(benchNames()).toEqual(['Spare Keeper', 'Spare Forward', 'Spare Back']);
  });

  it('swaps a substitute with a starter tapped on the pitch; the armband goes with the place', async () => {
    const start = team();
    const captain = start.players[1];
    const calls = server(start);
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Swap Spare Back' }));
    expect(screen.getByRole('button', { name: 'Swap Spare Back' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(bench()).getByRole('status').textContent).toBe('Now tap the starter on the pitch to swap with Spare Back.');
    const pitch = screen.getByRole('region', { name: 'Net Busters on the pitch' });
    expect(within(pitch).getAllByRole('button', { name: /^Swap .* with Spare Back$/ })).toHaveLength(11);
    fireEvent.click(within(pitch).getByRole('button', { name: 'Swap Back 1 with Spare Back' }));
    expect(await within(bench()).findByText(/^Spare Back comes into your 11 and takes the captain's armband; Back 1 goes to the bench \(number 2\)\./)).toBeTruthy();
    const [put] = puts(calls);
    expect(put.players).toEqual(start.players.map((p) => (p.id === captain.id ? start.bench[1].id : p.id)));
    expect(put.bench).toEqual([start.bench[0].id, captain.id, start.bench[2].id]);
    expect(put.captain).toBe(start.bench[1].id);
    await waitFor(() => expect(benchNames()).toEqual(['Spare Keeper', 'Back 1', 'Spare Forward']));
    expect(screen.getByText('Captain').nextElementSibling?.textContent).toBe('Spare Back');
    // The focus is on the Swap button of the place that changed.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Swap Back 1' }));
  });

  it('refuses a swap that would not leave an allowed shape, saying why, and saves nothing', async () => {
    const calls = server(team());
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Swap Spare Keeper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Swap Back 2 with Spare Keeper' }));
    const alert = await within(bench()).findByRole('alert');
    expect(alert.textContent).toBe("Spare Keeper is a goalkeeper and can only take your goalkeeper's place, not Back 2's.");
    expect(puts(calls)).toEqual([]);
    // Nothing is chosen any more: a tap on the pitch shows the stats again.
    expect(screen.getByRole('button', { name: 'Swap Spare Keeper' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /^Back 2, Defender/ }));
    expect(screen.getByRole('dialog', { name: 'Back 2' })).toBeTruthy();
  });

  it('starts a swap from a starter’s stats, then the substitute: a midfielder off, a defender on makes 5-3-2', async () => {
    const start = team();
    const calls = server(start);
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: /^Mid 2, Midfielder/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Mid 2' })).getByRole('button', { name: 'Swap with a substitute' }));
    expect(within(bench()).getByRole('status').textContent).toBe('Now tap Swap beside the substitute to bring on for Mid 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Swap Spare Back with Mid 2' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(await screen.findByText('5-3-2')).toBeTruthy();
  });

  it('cancels a half-made swap', async () => {
    server(team());
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Swap Spare Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel swap' }));
    expect(within(bench()).getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: /^Swap .* with Spare Back$/ })).toBeNull();
  });

  it('puts the bench back and shows the reason when the server refuses', async () => {
    server(team(), () => ({ status: 400, body: { detail: 'Invalid team.', errors: { bench: ['A retired player cannot be put on a bench.'] } } }));
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Spare Back down' }));
    expect(await within(bench()).findByText('Invalid team. A retired player cannot be put on a bench.')).toBeTruthy();
    expect(benchNames()).toEqual(['Spare Keeper', 'Spare Back', 'Spare Forward']);
  });

  it('points to Transfers when there is no bench yet', async () => {
    server({ ...team(), bench: [] });
    renderWithApp(routes, '/Team');
    const region = await screen.findByRole('region', { name: 'Bench' });
    expect(region.textContent).toContain('No substitutes yet.');
    fireEvent.click(within(region).getByRole('button', { name: 'Add substitutes' }));
    expect(await screen.findByText('The transfers page')).toBeTruthy();
  });
});
