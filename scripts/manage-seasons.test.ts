import { useManageCommandLine } from './manage-test-helpers';

// new-season from the command line on the embedded database (with PostgreSQL and running
// servers: src/server/http/seasons-cross-process.test.ts).

const { out, err, run } = useManageCommandLine('fxi-cli-seasons-');

test('new-season: a dry run says what would be archived and changes nothing; the real run starts the season; errors are one line', async () => {
  expect(await run('new-season', '--name', 'Next one', '--dry-run')).toBe(0);
  expect(out.join('\n')).toMatch(/^Would close season \d{4}\/\d{2} and would start Next one\.\nArchived: the final table of 0 teams/);
  expect(out.join('\n')).toMatch(/Dry run: nothing was changed\./);
  const current = /^Would close season (\d{4}\/\d{2}) /.exec(out[0])![1];
  out.length = 0;
  expect(await run('new-season', '--name', 'Next one', '--confirm', current)).toBe(0);
  expect(out[0]).toMatch(/^Closed season \d{4}\/\d{2} and started Next one\./);
  expect(await run('new-season', '--name', 'next ONE', '--confirm', 'Next one')).toBe(1);
  expect(err.pop()).toMatch(/^Error: name: There is already a season called Next one\./);
  expect(await run('new-season', '--name', 'Line\nbreak', '--confirm', 'Next one')).toBe(1);
  expect(await run('new-season')).toBe(2);
  expect(err.pop()).toMatch(/--name is required/);
}, 300_000); // five openings of a new embedded database

test("new-season closes only the season named by --confirm (the current one), as the staff page asks", async () => {
  expect(await run('new-season', '--name', 'Second')).toBe(2);
  expect(err.pop()).toMatch(/^Error: --confirm is required: the current season's name \(\d{4}\/\d{2}\)\.$/);
  expect(await run('new-season', '--name', 'Second', '--confirm', 'Not the current one')).toBe(1);
  expect(err.pop()).toMatch(/^Error: confirm: Type the current season's name, \d{4}\/\d{2}, to confirm\.$/);
  expect(await run('new-season', '--name', 'Second', '--dry-run')).toBe(0);
  const first = /^Would close season (\d{4}\/\d{2}) /.exec(out.join('\n'))![1];
  expect(await run('new-season', '--name', 'Second', '--confirm', ` ${first} `)).toBe(0);
  // Run again with the same words (as a second admin, or a retry after another close): the
  // season now current is not the one named, so nothing closes.
  expect(await run('new-season', '--name', 'Third', '--confirm', first)).toBe(1);
  expect(err.pop()).toMatch(/^Error: confirm: Type the current season's name, Second, to confirm\.$/);
  out.length = 0;
  expect(await run('new-season', '--name', 'Third', '--dry-run')).toBe(0);
  expect(out[0]).toMatch(/^Would close season Second and would start Third\./);
}, 300_000);
