import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startTestApp } from '../test/harness';

test('reset emails go through a real SMTP server when SMTP_URL is set, with text and HTML parts', async () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  const t = await startTestApp({ mailer: 'real', env: { SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL: 'https://fantasy.club.example' } });
  try {
    await t.inject({ method: 'POST', url: '/api/user/register/', payload: { email: 'mail@example.com', password: 'pitch-side-42' } });
    const res = await t.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'mail@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const message = received[0].replace(/=\r?\n/g, '');
    expect(message).toMatch(/Content-Type: text\/plain/);
    expect(message).toMatch(/Content-Type: text\/html/);
    expect(message).toMatch(/https:\/\/fantasy\.club\.example\/reset-password\/[\w-]+\/[\w-]+/);
  } finally {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test('without SMTP the message is written to the outbox folder of the data directory', async () => {
  const t = await startTestApp({ mailer: 'real' });
  try {
    await t.inject({ method: 'POST', url: '/api/user/register/', payload: { email: 'outbox@example.com', password: 'pitch-side-42' } });
    await t.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'outbox@example.com' } });
    const outbox = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const json = JSON.parse(fs.readFileSync(path.join(outbox, files.find((f) => f.endsWith('.json'))!), 'utf8'));
    expect(json.to).toBe('outbox@example.com');
    expect(json.link).toMatch(/\/reset-password\//);
  } finally {
    await t.close();
  }
});
