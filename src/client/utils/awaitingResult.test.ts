import type { Fixture } from '../api';
import { fixturesAwaitingResult } from './awaitingResult';

const fixture = (id: number, side: 'men' | 'women', date: string, time: string, extra: Partial<Fixture> = {}): Fixture => ({
  id, side, team1: 'Uni Men 1st', team2: `Rivals ${id}`, location: 'Home', date, time, status: 'scheduled', status_note: '', result_id: null, ...extra,
});

describe('fixtures awaiting their result', () => {
  it('offers fixtures that have kicked off and have no result, latest first, not cancelled ones', () => {
    const now = new Date('2026-11-14T15:30:00Z');
    const list = [
      fixture(1, 'men', '2026-11-14', '15:00:00'),
      fixture(2, 'men', '2026-11-14', '16:00:00'),
      fixture(3, 'women', '2026-11-07', '14:00:00'),
      fixture(4, 'men', '2026-11-01', '14:00:00', { result_id: 9 }),
      fixture(5, 'men', '2026-11-02', '14:00:00', { status: 'cancelled' }),
    ];
    expect(fixturesAwaitingResult(list, now).map((f) => f.id)).toEqual([1, 3]);
    expect(fixturesAwaitingResult(list, now, 1).map((f) => f.id)).toEqual([1]);
  });
});
