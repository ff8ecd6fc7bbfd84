// The chips' names and what each does, as the pages say them (the product rules §22).
import type { Chip } from '../api';

/** Each chip's name and what it does for the gameweek it is played for (the product rules §22). */
export const CHIP_WORDS: Record<Chip, { name: string; does: string }> = {
  wildcard: { name: 'Wildcard', does: 'All your transfers for the gameweek cost no points.' },
  free_hit: {
    name: 'Free hit',
    does: 'Make any transfers for one gameweek at no cost; after it your team goes back to the squad it had before.',
  },
  bench_boost: { name: 'Bench boost', does: "Your bench's points count too for the gameweek (no automatic substitutions)." },
  triple_captain: { name: 'Triple captain', does: "Your captain's points count three times for the gameweek (the vice-captain's if the captain does not play)." },
};
