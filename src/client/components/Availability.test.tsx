import { screen } from '@testing-library/react';
import type { Availability } from '../../domain';
import { mockApi, renderWithApp } from '../test/renderWithApp';
import { AvailabilityFlag, AvailabilityWarning } from './Availability';
import { changesOf } from '../utils/auditDiff';

const DEADLINE = { now: '2026-11-18T12:00:00+00:00', next_deadline: '2026-11-23T00:00:00+00:00', time_zone: 'Europe/London' };
const injured: Availability = { status: 'injured', note: 'knee', until: '2026-12-12' };
const doubtful: Availability = { status: 'doubtful', note: 'knock', until: null };
const backSunday: Availability = { status: 'suspended', note: '', until: '2026-11-22' };

afterEach(() => jest.restoreAllMocks());

describe('availability on the page', () => {
  it('flags a player in words with the note, and says nothing of an available one', () => {
    renderWithApp(
      [
        {
          path: '/',
          element: (
            <>
              <AvailabilityFlag availability={injured} />
              <AvailabilityFlag availability={doubtful} />
              <AvailabilityFlag availability={{ status: 'available', note: '', until: null }} />
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('Injured until 12/12/2026: knee')).toBeTruthy();
    expect(screen.getByText('Doubtful: knock')).toBeTruthy();
    expect(screen.queryByText(/Available/)).toBeNull();
  });

  it('warns before the deadline of the team players who will not be available then', async () => {
    mockApi({ 'GET /api/deadline/': { status: 200, body: DEADLINE } });
    const players = [
      { id: 1, name: 'Ann Out', availability: injured },
      { id: 2, name: 'Bob Maybe', availability: doubtful },
      { id: 3, name: 'Cy Back', availability: backSunday },
      { id: 4, name: 'Di Fit', availability: { status: 'available' as const, note: '', until: null } },
    ];
    renderWithApp([{ path: '/', element: <AvailabilityWarning players={players} /> }], '/');
    const warning = await screen.findByRole('region', { name: 'Players not available' });
    expect(warning.textContent).toContain('2 players in your team are not available');
    expect(warning.textContent).toContain('Ann Out');
    expect(warning.textContent).toContain('Bob Maybe');
    // Suspended through Sunday: back for the gameweek that starts at the deadline.
    expect(warning.textContent).not.toContain('Cy Back');
    expect(warning.textContent).not.toContain('Di Fit');
  });

  it('shows an availability change in the history in words', () => {
    const before = { name: 'Ann', availability: { status: 'available', note: '', until: null }, user_id: null };
    const after = { name: 'Ann', availability: injured, user_id: 7 };
    expect(changesOf({ action: 'update', before, after })).toEqual([
      'Availability: Available → Injured until 12/12/2026: knee',
      'Linked user: — → 7',
    ]);
  });
});
