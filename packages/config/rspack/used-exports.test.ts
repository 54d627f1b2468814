import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monorepoUsedExports, namedImports } from './used-exports.mjs';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'used-exports-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function files(sources: Record<string, string>): Promise<string[]> {
  return Promise.all(
    Object.entries(sources).map(async ([name, text]) => {
      const file = path.join(dir, name);
      await writeFile(file, text);
      return file;
    }),
  );
}

describe('namedImports', () => {
  it('collects value imports and re-exports of the library, not type-only ones, renamed ones by their name', async () => {
    const list = await files({
      'a.tsx': `import { Button, Group as G, type MantineTheme } from '@mantine/core';\nimport type { BoxProps } from '@mantine/core';`,
      'b.mjs': `import { Box, factory } from "@mantine/core";\nexport { Paper } from '@mantine/core';`,
      'c.ts': `import { Button } from '@mantine/core-extra';`,
    });
    expect(namedImports('@mantine/core', list)).toEqual(['Box', 'Button', 'Group', 'Paper', 'factory']);
  });

  it('keeps `default` when a file imports the default export', async () => {
    const list = await files({ 'd.ts': `import i18n, { keyFromSelector } from 'i18next';` });
    expect(namedImports('i18next', list)).toEqual(['default', 'keyFromSelector']);
  });

  it('gives up (null: share it whole) on a namespace import, export * or a dynamic import', async () => {
    for (const text of [
      `import * as core from '@mantine/core';`,
      `export * from '@mantine/core';`,
      `const core = await import('@mantine/core');`,
    ]) {
      const list = await files({ 'e.ts': text });
      expect(namedImports('@mantine/core', list)).toBeNull();
    }
  });
});

describe('monorepoUsedExports', () => {
  it('includes what other shared libraries import (@mantine/dates builds on @mantine/core)', () => {
    const shell = path.resolve(import.meta.dirname, '../../../shell');
    const { '@mantine/core': core } = monorepoUsedExports(
      ['@mantine/core'],
      ['@mantine/core', '@mantine/dates'],
      shell,
    );
    // Button: the shell's login form; Popover: only @mantine/dates' pickers use it.
    expect(core).toEqual(expect.arrayContaining(['Button', 'Popover', 'MantineProvider']));
  });

  it('reads only the workspaces a browser build reaches, and not zod\'s own package', () => {
    const shell = path.resolve(import.meta.dirname, '../../../shell');
    // The API imports zod's `z` namespace (which would keep zod whole); the contracts import builders by name.
    const { zod } = monorepoUsedExports(['zod'], ['zod'], shell);
    expect(zod).toEqual(expect.arrayContaining(['object', 'string']));
    expect(zod).not.toContain('z');
  });
});
