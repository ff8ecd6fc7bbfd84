import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import CreateTeamPage from './CreateTeamPage';
import { squadPool } from '../../test/players';

// The picker and the pitch show who cannot play, in words, and the picker can hide them.

const routes = [{ path: '/CreateTeam', element: <CreateTeamPage /> }];
const DEADLINE = { now: '2026-11-18T12:00:00+00:00', next_deadline: '2026-11-23T00:00:00+00:00', time_zone: 'Europe/London' };

afterEach(() => jest.restoreAllMocks());

function pool() {
  const players = squadPool();
  const sam = players.find((p) => p.name === 'Sam Smith')!;
  sam.availability = { status: 'injured', note: 'knee', until: '2026-12-12' };
  const gina = players.find((p) => p.name === 'Gina Gloves')!;
  gina.availability = { status: 'doubtful', note: 'knock', until: null };
  return players;
}

describe('availability in the picker', () => {
  it('flags players with words and note, hides those who cannot play on request, and warns once picked', async () => {
    mockApi({ 'GET /api/players/': { status: 200, body: pool() }, 'GET /api/deadline/': { status: 200, body: DEADLINE } });
    renderWithApp(routes, '/CreateTeam');
    fireEvent.click(screen.getByRole('button', { name: 'Select a Goalkeeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Goalkeeper' });
    expect(await within(dialog).findByText('Injured until 12/12/2026: knee')).toBeTruthy();
    expect(within(dialog).getByText('Doubtful: knock')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('Hide unavailable players'));
    expect(within(dialog).queryByText(/Sam Smith/)).toBeNull();
    // Doubtful players may still play: they stay.
    expect(within(dialog).getByText(/Gina Gloves/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Hide unavailable players'));

    fireEvent.click(within(dialog).getByText('Sam Smith - £7.5m'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // On the pitch: the status under the name, the whole flag in the token's name.
    expect(screen.getByRole('button', { name: /^Sam Smith, captain, Goalkeeper.*\(Injured until 12\/12\/2026: knee\)$/ })).toBeTruthy();
    // The only player picked wears the armband, injured or not, until another who can play comes.
    expect(screen.getByText(/^Captain \(C\)/).textContent).toBe('Captain (C): Sam Smith, vice-captain (V): none — your two most expensive players who can play. Tap a player to change.');
    const warning = await screen.findByRole('region', { name: 'Players not available' });
    expect(warning.textContent).toContain('Sam Smith');
    // A cheaper defender who can play takes the captaincy; the injured keeper is vice.
    fireEvent.click(screen.getAllByRole('button', { name: 'Select a Defender' })[0]);
    const defenders = await screen.findByRole('dialog', { name: 'Select a Defender' });
    fireEvent.click(await within(defenders).findByRole('button', { name: /^Defender 1 - / }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/^Captain \(C\)/).textContent).toBe('Captain (C): Defender 1, vice-captain (V): Sam Smith — your two most expensive players who can play. Tap a player to change.');
  });
});
