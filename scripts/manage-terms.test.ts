import { useManageCommandLine } from './manage-test-helpers';

// terms from the command line on the embedded database: list, add, edit, delete, and the errors.

const { out, err, run } = useManageCommandLine('fxi-cli-terms-');

test('terms: lists, adds, changes and deletes the current season\'s terms; errors are one line', async () => {
  expect(await run('terms')).toBe(0);
  expect(out.pop()).toBe('No terms in the current season.');
  expect(await run('terms', 'add', '--name', 'Autumn', '--first', '1', '--last', '4')).toBe(0);
  const added = /^Added term (\d+): Autumn, gameweeks 1-4\.$/.exec(out.pop() ?? '');
  expect(added).not.toBeNull();
  const id = added![1];
  expect(await run('terms', 'list')).toBe(0);
  expect(out.pop()).toMatch(new RegExp(`^ +${id}  Autumn: gameweeks 1-4 \\(not started: no points yet\\)$`));
  expect(await run('terms', 'edit', '--id', id, '--name', 'Winter', '--first', '5', '--last', '8')).toBe(0);
  expect(out.pop()).toBe(`Changed term ${id}: Winter, gameweeks 5-8.`);
  expect(await run('terms', 'add', '--name', 'Back', '--first', '6', '--last', '2')).toBe(1);
  expect(err.pop()).toBe('Error: last_week: The last week must be the first week or later.');
  expect(await run('terms', 'add', '--name', 'Odd', '--first', 'two', '--last', '3')).toBe(2);
  expect(err.pop()).toMatch(/--first must be a whole number/);
  expect(await run('terms', 'delete', '--id', id)).toBe(0);
  expect(out.pop()).toBe(`Deleted term ${id}.`);
  expect(await run('terms', 'delete', '--id', id)).toBe(1);
  expect(err.pop()).toMatch(/^Error: There is no term with that id/);
  expect(await run('terms', 'rename')).toBe(2);
}, 300_000);
