import { Writable } from 'node:stream';
import { rawRequest, startTestApp } from '../test/harness';
import { requestLogSerializer } from '../app';

// The access log never holds a reset or unsubscribe token, however the address is spelled.

const SECRET = 'very-secret-token-123';
const spellings = [
  `/reset-password/MQ/${SECRET}`,
  `/reset-password/MQ/${SECRET}?x=1`,
  `//reset-password/MQ/${SECRET}`,
  `/RESET-PASSWORD/MQ/${SECRET}`,
  `/Reset-Password//MQ//${SECRET}`,
  `/reset%2Dpassword/MQ/${SECRET}`,
  `/reset%252Dpassword/MQ/${SECRET}`,
  `/%72eset-password/MQ/${SECRET}`,
  `/reset-password%2FMQ%2F${SECRET}`,
  `/reset-password?uid=MQ&token=${SECRET}`,
  `/unsubscribe?token=${SECRET}`,
  `/unsubscribe/?TOKEN=${SECRET}`,
  `/api/unsubscribe/?token=${SECRET}`,
  `//api//UNSUBSCRIBE/?token=${SECRET}`,
  `/api/un%73ubscribe/?token=${SECRET}`,
  `/unsubscribe/${SECRET}`,
  `/anything?%74oken=${SECRET}`,
  `/anything?a=1&Token=${SECRET}`,
];

test.each(spellings)('%s is logged without its token', (url) => {
  const logged = requestLogSerializer({ method: 'GET', url, ip: '127.0.0.1', headers: {} });
  expect(JSON.stringify(logged)).not.toContain(SECRET);
  expect(JSON.stringify(logged).toLowerCase()).not.toContain('very-secret');
  expect(logged.url).toContain('[redacted]');
});

test('addresses without a secret are logged as they came', () => {
  const seen = (url: string) => requestLogSerializer({ method: 'GET', url, headers: {} }).url;
  for (const url of ['/api/players/', '/api/teams/?limit=10&offset=20', '/leagues/3']) expect(seen(url)).toBe(url);
  expect(seen('/api/reset-password/')).toBe('/api/reset-password');
});

test('the access log of a running server holds no token, whatever the spelling', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logged = await startTestApp({ logStream: stream });
  try {
    for (const path of spellings) await rawRequest(logged.baseUrl, { method: 'GET', path });
    await rawRequest(logged.baseUrl, { method: 'POST', path: `/API//Reset-Password/MQ/${SECRET}` });
    await rawRequest(logged.baseUrl, { method: 'GET', path: '/api/health' });
  } finally {
    await logged.close();
  }
  const text = lines.join('');
  expect(text).toContain('/reset-password/[redacted]');
  expect(text).toContain('/api/health');
  expect(text.toLowerCase()).not.toContain('very-secret');
});
