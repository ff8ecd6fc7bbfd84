// `npm run manage -- terms`: the current season's terms (prize periods, the API's "phases"), as
// the staff Terms page has them: list, add, edit, delete, through the same service.
import { createTerm, deleteTerm, listTerms, updateTerm, type TermView } from '../src/server/modules/terms/terms.service';
import { UsageError, need, type Command } from './manage-command';

function whole(values: Record<string, unknown>, name: string): number {
  const text = need(values, name);
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a whole number from 1.`);
  return n;
}

function line(t: TermView): string {
  const leader = t.leader ? `leader ${t.leader.team.name} on ${t.leader.points} points` : 'not started: no points yet';
  return `  ${String(t.id).padStart(3)}  ${t.name}: gameweeks ${t.first_week}-${t.last_week} (${leader})`;
}

export const commands: Record<string, Command> = {
  terms: {
    usage: 'terms [list | add | edit | delete] [--id N] [--name T --first W --last W]',
    summary: "List the current season's terms; add, change (by --id) or delete one.",
    options: { id: { type: 'string' }, name: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
    positionals: true,
    async run({ services, values, positionals }) {
      const [action = 'list', ...extra] = positionals;
      if (extra.length > 0) throw new UsageError('One action: list, add, edit or delete.');
      const fields = () => ({ name: need(values, 'name'), first_week: whole(values, 'first'), last_week: whole(values, 'last') });
      switch (action) {
        case 'list': {
          const terms = await listTerms(services);
          if (terms.length === 0) console.log('No terms in the current season.');
          else for (const text of ['Terms of the current season (id, name, gameweeks):', ...terms.map(line)]) console.log(text);
          return 0;
        }
        case 'add': {
          const t = await createTerm(services, fields());
          console.log(`Added term ${t.id}: ${t.name}, gameweeks ${t.first_week}-${t.last_week}.`);
          return 0;
        }
        case 'edit': {
          const t = await updateTerm(services, whole(values, 'id'), fields());
          console.log(`Changed term ${t.id}: ${t.name}, gameweeks ${t.first_week}-${t.last_week}.`);
          return 0;
        }
        case 'delete': {
          const id = whole(values, 'id');
          await deleteTerm(services, id);
          console.log(`Deleted term ${id}.`);
          return 0;
        }
        default:
          throw new UsageError(`Unknown action "${action}": list, add, edit or delete.`);
      }
    },
  },
};
