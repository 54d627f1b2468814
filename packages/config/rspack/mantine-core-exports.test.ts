import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS } from './shared.mjs';
import { monorepoUsedExports } from './used-exports.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The shared @mantine/core copy keeps every export any app (or shared library) imports, and the shell loads it on
 * every cold page, /login included (issue 8 §1, issue 20 §1: mfe-settings' new components grew cold /login by
 * 23 KiB). A component new to the monorepo is a deliberate, reviewed change: prefer one already in the list; if a
 * new one is worth its weight, add it to mantine-core-exports.json and run e2e/tests/weight.spec.ts.
 */
describe('the shared @mantine/core', () => {
  it('keeps exactly the checked-in exports', () => {
    const checkedIn: string[] = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'mantine-core-exports.json'), 'utf8'),
    );
    const used = monorepoUsedExports(
      ['@mantine/core'],
      SHARED_SINGLETONS.filter((name) => !name.startsWith('@stol/')),
      path.join(ROOT, 'shell'),
    )['@mantine/core'];
    expect(used).toEqual(checkedIn);
  });
});
