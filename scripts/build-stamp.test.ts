import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

// `npm start` builds again only when what the build is made from has changed in content: file
// times (touched files, a fresh checkout, tests writing beside the sources) never trigger it.
const { inputsHash, staleness, stampBuild } = createRequire(__filename)('./build-stamp.cjs') as {
  inputsHash(root: string, inputs: string[]): string;
  staleness(root: string, output: string, stamp: string, inputs: string[]): 'missing' | 'changed' | null;
  stampBuild(root: string, stamp: string, inputs: string[]): void;
};

let root: string;
const inputs = ['src', 'package.json'];
const stale = () => staleness(root, 'dist/main.js', 'dist/.inputs', inputs);
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-stamp-'));
  write('src/a.ts', 'export const a = 1;\n');
  write('src/deep/b.ts', 'export const b = 2;\n');
  write('package.json', '{}\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('missing until built; current once built and stamped', () => {
  expect(stale()).toBe('missing');
  write('dist/main.js', 'built');
  expect(stale()).toBe('changed'); // built, but from what is not known
  stampBuild(root, 'dist/.inputs', inputs);
  expect(stale()).toBeNull();
});

test('touching every input without changing it keeps the build; tests and new test files do not count', () => {
  write('dist/main.js', 'built');
  stampBuild(root, 'dist/.inputs', inputs);
  const stamp = fs.readFileSync(path.join(root, 'dist/.inputs'), 'utf8');
  const future = new Date(Date.now() + 3_600_000);
  for (const f of ['src/a.ts', 'src/deep/b.ts', 'package.json', 'src', 'src/deep']) fs.utimesSync(path.join(root, f), future, future);
  write('src/deep/b.test.ts', 'test("x", () => {});\n');
  write('src/client.test.tsx', 'test("y", () => {});\n');
  expect(stale()).toBeNull();
  expect(fs.readFileSync(path.join(root, 'dist/.inputs'), 'utf8')).toBe(stamp);
});

test('any change of content, a new file or a renamed one makes it stale', () => {
  write('dist/main.js', 'built');
  stampBuild(root, 'dist/.inputs', inputs);
  const before = inputsHash(root, inputs);
  write('src/a.ts', 'export const a = 3;\n');
  expect(stale()).toBe('changed');
  write('src/a.ts', 'export const a = 1;\n');
  expect(stale()).toBeNull();
  write('src/c.ts', '');
  expect(stale()).toBe('changed');
  fs.rmSync(path.join(root, 'src/c.ts'));
  fs.renameSync(path.join(root, 'src/deep/b.ts'), path.join(root, 'src/deep/b2.ts'));
  expect(inputsHash(root, inputs)).not.toBe(before);
  expect(stale()).toBe('changed');
});

test('the contract freshness tests write nothing into the sources the build reads', () => {
  const source = fs.readFileSync(path.join(__dirname, '../src/server/openapi/contract.test.ts'), 'utf8');
  expect(source).toContain('os.tmpdir()');
  expect(source).not.toMatch(/src\/(client\/api|server\/openapi)\/[^"'`]*\.tmp\./);
});
