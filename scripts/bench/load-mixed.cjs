// A mixed load from a separate process: many signed-in users at once, each request one of the
// calls a user's visit makes (home: the first page of the table, their team, its latest
// snapshot, the gameweeks; their team's snapshot of a gameweek; the player list), for a random
// user. Prints autocannon's result as JSON, with the count of each kind of call.
// The spec comes on standard input: {"bases":[urls],"users":[{"token","team"}],"weeks":[ids],"connections","duration"};
// with more than one server the connections are spread over them evenly.
const fs = require('node:fs');
const autocannon = require('autocannon');

const spec = JSON.parse(fs.readFileSync(0, 'utf8'));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const calls = [
  [4, () => '/api/teams/?limit=50&offset=0', false],
  [4, () => '/api/team/', true],
  [3, (u) => `/api/team-snapshots/most_recent/?team_id=${u.team}`, false],
  [1, () => '/api/game-weeks/', false],
  [3, (u) => `/api/team-snapshots/?team_id=${u.team}&game_week_id=${pick(spec.weeks)}`, false],
  [2, () => '/api/players/', false],
];
const weighted = calls.flatMap((c) => Array.from({ length: c[0] }, () => c));

autocannon(
  {
    url: spec.bases.length === 1 ? spec.bases[0] : spec.bases,
    connections: spec.connections,
    duration: spec.duration,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const user = pick(spec.users);
          const [, path, signed] = pick(weighted);
          return { ...req, path: path(user), headers: { ...req.headers, ...(signed ? { authorization: `Bearer ${user.token}` } : {}) } };
        },
      },
    ],
  },
  (err, result) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
