import type { Match } from '../../api';
import { sameDayMatch } from './sameDayMatch';

const match = (id: number, team1: string, team2: string, date: string) => ({ id, team1, team2, date }) as Match;
const recorded = [match(1, "Uni Men's 1st", 'Rivals', '2026-11-21T14:30:00Z'), match(2, 'Other', 'Team', '2026-11-21T23:30:00Z')];

describe('a second result of the same game', () => {
  it('is found for the same teams, either way round and in any case, on the same club day', () => {
    expect(sameDayMatch({ team1: "uni men's 1st ", team2: 'RIVALS', date: '2026-11-21T19:00' }, recorded, null)?.id).toBe(1);
    expect(sameDayMatch({ team1: 'Rivals', team2: "Uni Men's 1st", date: '2026-11-21T10:00' }, recorded, null)?.id).toBe(1);
  });
  it('is not found on another day, for other teams, or for the match being edited', () => {
    expect(sameDayMatch({ team1: "Uni Men's 1st", team2: 'Rivals', date: '2026-11-22T14:30' }, recorded, null)).toBeUndefined();
    expect(sameDayMatch({ team1: "Uni Men's 1st", team2: 'Others', date: '2026-11-21T14:30' }, recorded, null)).toBeUndefined();
    expect(sameDayMatch({ team1: "Uni Men's 1st", team2: 'Rivals', date: '2026-11-21T14:30' }, recorded, 1)).toBeUndefined();
    expect(sameDayMatch({ team1: '', team2: '', date: '2026-11-21T14:30' }, recorded, null)).toBeUndefined();
  });
  it('counts the day in club time (23:30 UTC in winter is still that day in London)', () => {
    expect(sameDayMatch({ team1: 'Team', team2: 'Other', date: '2026-11-21T12:00' }, recorded, null)?.id).toBe(2);
  });
});
