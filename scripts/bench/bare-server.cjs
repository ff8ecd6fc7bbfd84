// The yardstick for cached reads: a bare Node `http` server answering, from memory, the exact
// bytes and headers our server sent for each path. Prints "ready <port>" once listening.
// Usage: node bare-server.cjs answers.json   ({ "/path": { "status": 200, "headers": {...}, "body": "<base64>" } })
const fs = require('node:fs');
const http = require('node:http');

const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))).map(([p, a]) => [p, { ...a, body: Buffer.from(a.body, 'base64') }]),
);
const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => console.log(`ready ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
