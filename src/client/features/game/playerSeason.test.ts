import { columnsFor, resultFor, sideOfTeam } from './playerSeason';

describe("a player's season", () => {
  it('shows the counts that matter for the position', () => {
    expect(columnsFor('Goalkeeper').map((c) => c.short)).toEqual(['CS', 'Sv']);
    expect(columnsFor('Defender').map((c) => c.short)).toEqual(['CS', 'Sv', 'G', 'A']);
    expect(columnsFor('Midfielder').map((c) => c.short)).toEqual(['G', 'A']);
    expect(columnsFor('Attacker').map((c) => c.short)).toEqual(['G', 'A']);
  });
  it("reads a result from the player's side, whichever team it was", () => {
    const r = (team1: string, team2: string, a: number, b: number) => ({ id: 1, team1, team2, team1_score: a, team2_score: b, date: '' });
    expect(resultFor({ team: "Women's 1st" }, r("Uni Women's 1st", 'Rivals', 2, 0))).toBe('W 2–0');
    expect(resultFor({ team: "Women's 1st" }, r('Rivals', "Uni Women's 1st", 2, 0))).toBe('L 0–2');
    expect(resultFor({ team: "Women's 1st" }, r('Rivals', "Uni Women's 1st", 1, 1))).toBe('D 1–1');
  });
  it("finds the side in the player's team name", () => {
    expect(sideOfTeam("Women's 1st")).toBe('women');
    expect(sideOfTeam("WOMEN'S 2nd")).toBe('women');
    expect(sideOfTeam("Men's 1st")).toBe('men');
  });
});
