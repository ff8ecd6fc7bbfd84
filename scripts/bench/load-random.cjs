// Load from a separate process, each request to a different path: `{name}` in the template is
// replaced by a random value from that name's list, e.g. a random team and gameweek, so most
// answers are not in the server's cache yet. Prints autocannon's result as JSON.
// Usage: node load-random.cjs '{"base":"http://…","template":"/api/x/?team_id={team}","values":{"team":[1,2]},"connections":50,"duration":10,"headers":{}}'
const autocannon = require('autocannon');

const spec = JSON.parse(process.argv[2]);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pathNow = () => spec.template.replace(/\{(\w+)\}/g, (_, name) => String(pick(spec.values[name])));

autocannon(
  {
    url: spec.base,
    connections: spec.connections,
    duration: spec.duration,
    headers: spec.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathNow() }) }],
  },
  (err, result) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
