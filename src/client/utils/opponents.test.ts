import type { Fixture } from '../api';
import { fixturesInWeek } from './opponents';

const fixture = (id: number, date: string, team1: string, team2: string, more: Partial<Fixture> = {}): Fixture => ({
  id, team1, team2, location: 'Ground', date, time: '14:30:00', side: /women/i.test(team1 + team2) ? 'women' : 'men',
  status: 'scheduled', status_note: '', result_id: null, ...more,
});

describe("a player's fixtures in the gameweek the picks count from", () => {
  const fixtures = [
    fixture(1, '2026-11-29', "Uni Men's 1st", 'Sunday League'), // the week before: gameweek of the past deadline
    fixture(2, '2026-12-05', "Uni Men's 1st", 'Keele', { time: '15:00:00' }),
    fixture(3, '2026-12-02', 'Stoke', "Uni Men's 1st"),
    fixture(4, '2026-12-06', "Uni Men's 2nd", 'Derby'),
    fixture(5, '2026-12-03', "Uni Men's 1st", 'Called off', { status: 'cancelled' }),
    fixture(6, '2026-12-04', "Uni Men's 1st", 'Put back', { status: 'postponed' }),
    fixture(7, '2026-12-01', "Uni Men's 1st", 'Played', { result_id: 9 }),
    fixture(8, '2026-12-07', "Uni Men's 1st", 'Next week'),
    fixture(9, '2026-12-05', "Uni Women's 1st", 'Leeds'),
  ];

  it("keeps the player's own team's fixtures from Monday to Sunday still to be played, earliest first", () => {
    expect(fixturesInWeek({ team: "Men's 1st" }, fixtures, '2026-11-30').map((f) => f.id)).toEqual([3, 2]);
    expect(fixturesInWeek({ team: "Men's 2nd" }, fixtures, '2026-11-30').map((f) => f.id)).toEqual([4]);
    expect(fixturesInWeek({ team: "Women's 1st" }, fixtures, '2026-11-30').map((f) => f.id)).toEqual([9]);
  });

  it("takes the whole side's fixtures when none names the player's team", () => {
    expect(fixturesInWeek({ team: 'Firsts' }, fixtures, '2026-11-30').map((f) => f.id)).toEqual([3, 2, 4]);
    expect(fixturesInWeek({ team: 'Firsts' }, fixtures, '2026-12-14')).toEqual([]);
  });
});
