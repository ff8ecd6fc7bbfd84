// Load from a separate process, each request to a different path: `{name}` in the template is
// replaced by a random value from that name's list, e.g. a random team and gameweek, so most
// answers are not in the server's cache yet. Prints autocannon's result as JSON.
// Usage: echo '{"base":"http://…","template":"/api/x/?team_id={team}","values":{"team":[1,2]},"connections":50,"duration":10,"headers":{}}' | node load-random.cjs
// The spec comes on standard input: a list of 50,000 team ids is too long for one argument.
const fs = require('node:fs');
const autocannon = require('autocannon');

const spec = JSON.parse(fs.readFileSync(0, 'utf8'));
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
