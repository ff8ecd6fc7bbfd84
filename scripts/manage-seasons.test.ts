import { useManageCommandLine } from './manage-test-helpers';

// new-season from the command line on the embedded database (with PostgreSQL and running
// servers: src/server/http/seasons-cross-process.test.ts).

const { out, err, run } = useManageCommandLine('fxi-cli-seasons-');

test('new-season: a dry run says what would be archived and changes nothing; the real run starts the season; errors are one line', async () => {
  expect(await run('new-season', '--name', 'Next one', '--dry-run')).toBe(0);
  expect(out.join('\n')).toMatch(/^Would close season \d{4}\/\d{2} and would start Next one\.\nArchived: the final table of 0 teams/);
  expect(out.join('\n')).toMatch(/Dry run: nothing was changed\./);
  out.length = 0;
  expect(await run('new-season', '--name', 'Next one')).toBe(0);
  expect(out[0]).toMatch(/^Closed season \d{4}\/\d{2} and started Next one\./);
  expect(await run('new-season', '--name', 'next ONE')).toBe(1);
  expect(err.pop()).toMatch(/^Error: name: There is already a season called Next one\./);
  expect(await run('new-season', '--name', 'Line\nbreak')).toBe(1);
  expect(await run('new-season')).toBe(2);
  expect(err.pop()).toMatch(/--name is required/);
}, 300_000); // five openings of a new embedded database
