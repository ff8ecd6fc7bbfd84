// What a command of the admin command line is (scripts/manage.ts runs them; the commands live in
// manage.ts and manage-commands.ts, which both import this file and not each other).
import type { Database } from '../src/server/db';
import type { Services } from '../src/server/context';

export class UsageError extends Error {}

export interface CommandContext {
  /** The services the server uses, built from the same settings and database. */
  services: Services;
  /** The open database (the demo loader builds a whole app over it). */
  database: Database;
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

export interface Command {
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  positionals?: boolean;
  run(ctx: CommandContext): Promise<number | void>;
}

export function need(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v.trim() === '') throw new UsageError(`--${name} is required.`);
  return v;
}
