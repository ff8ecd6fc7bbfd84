import type { Command } from './manage';

/** Commands that lean on the season and fixtures services. */
export const commands: Record<string, Command> = {};
