import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const shell = path.resolve(import.meta.dirname, '../../../shell');
const zodCore = path.dirname(createRequire(path.join(shell, 'package.json')).resolve('zod/v4/core'));
const standIn = readFileSync(
  path.join(import.meta.dirname, 'zod-without-json-schema/processors.mjs'),
  'utf8',
);
const exported = new Set([...standIn.matchAll(/\bas (\w+),?$/gm)].map(([, name]) => name));

describe('zod without its JSON Schema converter (browser builds)', () => {
  it("the stand-in exports every processor zod's classic schemas call, so a zod upgrade that adds one fails here", () => {
    const classic = readFileSync(path.join(zodCore, '../classic/schemas.js'), 'utf8');
    const used = new Set([...classic.matchAll(/\bprocessors\.(\w+)\(/g)].map(([, name]) => name));
    used.delete('aggregateChecks');
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });

  it("keeps zod's real check aggregation, which the stand-in re-exports from the file it replaces", () => {
    expect(standIn).toMatch(/export \{ aggregateChecks \} from 'stol-zod-json-schema-processors'/);
    const real = readFileSync(path.join(zodCore, 'json-schema-processors.js'), 'utf8');
    expect(real).toMatch(/export function aggregateChecks\(/);
  });
});
