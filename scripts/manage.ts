/**
 * The club admins' command line (like Django's manage.py), with the server's settings:
 *   npm run manage -- <command> [options]
 * It applies migrations itself, so it works on a data directory no server has opened yet.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db';
import { DataDirLockedError } from '../src/server/db/lock';
import { users } from '../src/server/db/schema';
import { Refusal } from '../src/server/outcomes';
import { createUser, findUserByEmail, normaliseEmail, setPassword } from '../src/server/modules/accounts/users.service';
import { makeServices } from '../src/server/context';
import { UsageError, need, type Command } from './manage-command';
import { commands as extraCommands } from './manage-commands';
import { commands as backupCommands } from './manage-backup';
import { commands as termCommands } from './manage-terms';

const commands: Record<string, Command> = {
  'create-user': {
    usage: 'create-user --email E --password P [--staff]',
    summary: 'Make an account (staff with --staff).',
    options: { email: { type: 'string' }, password: { type: 'string' }, staff: { type: 'boolean' } },
    async run({ services: { db }, values }) {
      const user = await createUser(db, { email: need(values, 'email'), password: need(values, 'password'), isStaff: values.staff === true });
      console.log(`Created ${values.staff ? 'staff ' : ''}user ${user.email} (id ${user.id}).`);
    },
  },
  'make-staff': {
    usage: 'make-staff --email E',
    summary: 'Give an existing account the staff pages.',
    options: { email: { type: 'string' } },
    async run({ services: { db }, values }) {
      const email = normaliseEmail(need(values, 'email'));
      const rows = await db.update(users).set({ isStaff: true }).where(eq(users.email, email)).returning({ id: users.id });
      if (rows.length === 0) throw new Error(`No user with the email ${email}.`);
      console.log(`${email} is now staff.`);
    },
  },
  'set-password': {
    usage: 'set-password --email E --password P',
    summary: "Set an account's password (every older token stops working).",
    options: { email: { type: 'string' }, password: { type: 'string' } },
    async run({ services: { db, tokenVersions }, values }) {
      const email = normaliseEmail(need(values, 'email'));
      const user = await findUserByEmail(db, email);
      if (!user) throw new Error(`No user with the email ${email}.`);
      await db.transaction((tx) => setPassword(tx, tokenVersions, user.id, need(values, 'password'), email));
      console.log(`Password of ${email} changed.`);
    },
  },
  ...extraCommands,
  ...backupCommands,
  ...termCommands,
};

function help(): string {
  return ['Usage: npm run manage -- <command> [options]', '', 'Commands:', ...Object.values(commands).map((c) => `  ${c.usage.padEnd(52)} ${c.summary}`)].join('\n');
}

export async function runManage(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(help());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${help()}`);
    return 2;
  }
  let db: Database | null = null;
  try {
    const parsed = parseArgs({ args: rest, options: command.options, allowPositionals: command.positionals ?? false, strict: true });
    const config = loadConfig(env);
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedDbCacheMb: config.embeddedDbCacheMb, embeddedDbTierUp: config.embeddedDbTierUp });
    const services = makeServices(config, db);
    const code = await command.run({ services, database: db, values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals });
    return code ?? 0;
  } catch (e) {
    if (e instanceof Refusal) {
      const fields = e.errors ? Object.entries(e.errors).map(([f, m]) => `${f}: ${m.join(' ')}`).join('; ') : e.detail;
      console.error(`Error: ${fields}`);
      return 1;
    }
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof DataDirLockedError) {
      console.error(`Error: ${e.message}`);
      return e instanceof UsageError ? 2 : 1;
    }
    if (e instanceof TypeError && 'code' in e && String((e as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`Error: ${e.message}\nUsage: npm run manage -- ${command.usage}`);
      return 2;
    }
    console.error(`Error: ${(e as Error).message}`);
    return 1;
  } finally {
    await db?.close();
  }
}

if (require.main === module) {
  process.umask(0o077); // as the server: what it writes in the data directory is its owner's alone
  runManage(process.argv.slice(2)).then((code) => process.exit(code));
}
