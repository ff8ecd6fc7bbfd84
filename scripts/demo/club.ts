// The club of the demo season: its sides, names, opponents and the season's shape.
import crypto from 'node:crypto';
import type { Position } from '../../src/domain/positions';


export const MALE_FIRST = [
  'Jack', 'Harry', 'Oliver', 'George', 'Charlie', 'Thomas', 'James', 'Alfie', 'Joshua', 'Freddie', 'Archie', 'Henry',
  'Oscar', 'Jacob', 'Ethan', 'Callum', 'Kieran', 'Rhys', 'Owen', 'Lewis', 'Connor', 'Jamie', 'Ryan', 'Toby', 'Reece',
  'Liam', 'Kwame', 'Tariq', 'Arjun', 'Dylan', 'Euan', 'Fraser', 'Cameron', 'Ibrahim', 'Sam', 'Nathan',
];
export const FEMALE_FIRST = [
  'Amelia', 'Olivia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Lily', 'Freya', 'Ella', 'Chloe', 'Jessica', 'Holly',
  'Megan', 'Lucy', 'Ellie', 'Hannah', 'Zara', 'Niamh', 'Aoife', 'Eilidh', 'Caitlin', 'Georgia', 'Abbie', 'Millie',
  'Phoebe', 'Rosie', 'Beth', 'Leah', 'Imogen', 'Keira', 'Priya', 'Amara', 'Maisie', 'Erin', 'Poppy',
];
export const SURNAMES = [
  'Taylor', 'Brown', 'Williams', 'Wilson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'Roberts',
  'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Hughes', 'Edwards', 'Turner', 'Hill', 'Moore',
  'Cooper', 'Ward', 'Morris', 'King', 'Harrison', 'Baker', 'Mitchell', 'Campbell', 'Murphy', 'Kelly', 'MacDonald',
  'Fraser', 'Okafor', 'Mensah', 'Price', 'Bennett', 'Griffiths', 'Lloyd', 'Barnes', 'Fletcher', 'Holmes', 'Shaw',
  'Armstrong', 'Chapman', 'Pearson', 'Doyle', 'Gallagher', 'Rahman', 'Adeyemi', "O'Brien", 'Sutherland', 'Reid',
  'Booth', 'Kerr', 'Dawson', 'Marsh', 'Atkinson', 'Owusu', 'Nolan', 'Sinclair', 'Hussain', 'Whitfield', 'Ashworth',
];

/** Opponents (fictional) with their home grounds. */
export const OPPONENTS = [
  { name: 'Riverside College', ground: 'Riverside Playing Fields' },
  { name: 'Kingsbridge University', ground: 'Kingsbridge Sports Ground' },
  { name: "St Hilda's University", ground: "St Hilda's Park" },
  { name: 'Northfield Institute', ground: 'Northfield 3G' },
  { name: 'Hartwell University', ground: 'Hartwell Lane' },
  { name: 'Castlegate College', ground: 'Castlegate Recreation Ground' },
  { name: 'Westmoor University', ground: 'Westmoor Sports Centre' },
  { name: 'Ashdown University', ground: 'Ashdown Fields' },
  { name: 'Fenchurch College', ground: 'Fenchurch Meadows' },
  { name: 'Harbourside University', ground: 'Harbourside Stadium' },
] as const;
export const HOME_GROUND = 'University Sports Park';

export interface Side {
  key: 'men' | 'women';
  /** The `team` of its players. */
  team: string;
  /** The club's name in matches and fixtures. */
  club: string;
  firstNames: readonly string[];
  fixturesUrl: string;
  kickoff: string;
  /** Past gameweeks (1-based) this side did not play. */
  byes: readonly number[];
  /** How many goals it tends to score and concede. */
  attack: readonly (readonly [number, number])[];
  defence: readonly (readonly [number, number])[];
}

export const SIDES: readonly Side[] = [
  {
    key: 'men',
    team: "Men's 1st",
    club: "Uni Men's 1st",
    firstNames: MALE_FIRST,
    fixturesUrl: '/api/fixtures/',
    kickoff: '14:30',
    byes: [6],
    attack: [[0, 10], [1, 22], [2, 28], [3, 20], [4, 12], [5, 8]],
    defence: [[0, 30], [1, 34], [2, 22], [3, 10], [4, 4]],
  },
  {
    key: 'women',
    team: "Women's 1st",
    club: "Uni Women's 1st",
    firstNames: FEMALE_FIRST,
    fixturesUrl: '/api/womensfixtures/',
    kickoff: '12:00',
    byes: [2, 9],
    attack: [[0, 12], [1, 22], [2, 26], [3, 20], [4, 12], [5, 8]],
    defence: [[0, 34], [1, 32], [2, 20], [3, 10], [4, 4]],
  },
];

/** Players per side and position, with each position's price range in tenths of £1m. */
export const SQUAD_SHAPE: readonly { position: Position; count: number; lo: number; hi: number }[] = [
  { position: 'Goalkeeper', count: 3, lo: 40, hi: 60 },
  { position: 'Defender', count: 7, lo: 40, hi: 70 },
  { position: 'Midfielder', count: 7, lo: 45, hi: 105 },
  { position: 'Attacker', count: 5, lo: 55, hi: 120 },
];

export const TEAM_NAMES = [
  'Sunday League Legends', 'Real Ale Madrid', 'Crystal Palaver', 'Tekkers Town', 'Nutmeg Athletic', 'Top Bins FC',
  'Row Z Rovers', 'Park the Bus', 'False Nine Wanderers', 'Half-Time Oranges', 'Offside Trap', 'Back of the Net',
  'Library Lions', 'Seminar Strikers', 'Deadline Day Dons', 'Campus Casuals', 'Halls Rangers', 'Borussia Teeth',
  'Lokomotiv Lager', 'Inter Mediate', 'Athletico Mince', 'Bayern Bru', 'Dissertation Dynamo', 'Reading Week Rovers',
];
/** The normal account's team. */
export const MANAGER_TEAM = 'Tekkers Town';
export const FAN_COUNT = 23;
export const PAST_WEEKS = 10;
export const PAST_FIXTURES = 4;
export const UPCOMING_FIXTURES = 8;

export const FORMATIONS: readonly (readonly [string, number])[] = [
  ['4-4-2', 30], ['4-3-3', 20], ['3-5-2', 14], ['4-5-1', 12], ['5-3-2', 8], ['3-4-3', 8], ['5-4-1', 5], ['2-5-3', 2], ['5-2-3', 1],
];
export const MATCH_SHAPES: readonly (readonly [string, number])[] = [['4-4-2', 40], ['4-3-3', 30], ['4-5-1', 15], ['3-5-2', 15]];

export const DEMO_DOMAIN = 'fantasy-xi.demo';
export const STAFF_EMAIL = `staff@${DEMO_DOMAIN}`;
export const MANAGER_EMAIL = `manager@${DEMO_DOMAIN}`;
export const fanEmail = (n: number) => `fan${String(n).padStart(2, '0')}@${DEMO_DOMAIN}`;

export interface DemoPlayer {
  id: number;
  name: string;
  position: Position;
  side: Side;
  priceTenths: number;
  /** Points so far, from the server's answers (drives the fans' transfers). */
  form: number;
}

export interface DemoTeam {
  name: string;
  userId: number;
  squad: DemoPlayer[];
  /** The substitutes, in bench order. */
  bench: DemoPlayer[];
  /** Leans towards one side's players (1 = no preference). */
  menBias: number;
}

/** A readable random password (never a common one). */
export function randomPassword(): string {
  return `${crypto.randomBytes(3).toString('hex')}-${crypto.randomBytes(3).toString('hex')}-${crypto.randomBytes(2).toString('hex')}`;
}

export const quality = (p: DemoPlayer) => (p.priceTenths / 10) ** 1.6;

/** A fixture of one of the club's sides against an opponent, at home or away. */
export function fixtureBody(side: Side, opponent: (typeof OPPONENTS)[number], home: boolean, date: string) {
  return {
    team1: side.club,
    team2: opponent.name,
    location: home ? HOME_GROUND : `${opponent.ground} (away)`,
    date,
    time: side.kickoff,
  };
}

