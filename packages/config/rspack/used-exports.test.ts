import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monorepoUsedExports, namedImports, reachableFiles } from './used-exports.mjs';

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

  it('follows `export *` through what the re-exporting entry passes on, or ignores a file no app loads', async () => {
    const [entry, unused] = await files({
      'query-react.mjs': `import { buildCreateApi } from '@reduxjs/toolkit/query';\nexport * from '@reduxjs/toolkit/query';`,
      'unused.mjs': `export * from '@reduxjs/toolkit/query';`,
    });
    const passedOn = (file: string) => (file === entry ? ['createApi', 'fetchBaseQuery'] : undefined);
    expect(namedImports('@reduxjs/toolkit/query', [entry, unused], passedOn)).toEqual([
      'buildCreateApi',
      'createApi',
      'fetchBaseQuery',
    ]);
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

describe('reachableFiles', () => {
  it('starts from the files of the exports in use and follows relative imports only', async () => {
    const [index, button, box, mask] = await files({
      'index.mjs': `import { Button } from "./button.mjs";\nimport { MaskInput } from "./mask.mjs";\nimport { RemoveScroll } from "react-remove-scroll";\nexport { Button, MaskInput, RemoveScroll };`,
      'button.mjs': `import { Box } from "./box.mjs";\nimport { useId } from "@mantine/hooks";`,
      'box.mjs': `export const Box = 1;`,
      'mask.mjs': `import { useMask } from "@mantine/hooks";`,
    });
    expect(reachableFiles(index, ['Button', 'RemoveScroll']).sort()).toEqual([box, button].sort());
    // Unknown names, or none given: the whole graph from the entry.
    expect(reachableFiles(index, null)).toHaveLength(4);
    expect(reachableFiles(index, ['Nope'])).toContain(mask);
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

  it('counts only the files of a shared library that the exports in use reach', () => {
    const shell = path.resolve(import.meta.dirname, '../../../shell');
    const { '@mantine/hooks': hooks } = monorepoUsedExports(
      ['@mantine/core', '@mantine/hooks'],
      ['@mantine/core', '@mantine/hooks', '@mantine/dates'],
      shell,
    );
    // AppShell and Modal need these; only MaskInput and Splitter, which no app uses, import the others.
    expect(hooks).toEqual(expect.arrayContaining(['useId', 'useMergedRef', 'useFocusTrap']));
    expect(hooks).not.toContain('useMask');
    expect(hooks).not.toContain('useSplitter');
  });

  it("shakes Redux Toolkit's entries although they re-export one another", () => {
    const shell = path.resolve(import.meta.dirname, '../../../shell');
    const shared = [
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query',
      '@reduxjs/toolkit/query/react',
      'react-redux',
    ];
    const used = monorepoUsedExports(shared, shared, shell);
    // query/react re-exports all of query: fetchBaseQuery, imported by @stol/platform from query/react's
    // neighbour, and createApi, which query/react's own users take, must stay in query's list.
    expect(used['@reduxjs/toolkit/query']).toEqual(expect.arrayContaining(['createApi', 'fetchBaseQuery']));
    expect(used['@reduxjs/toolkit']).toEqual(expect.arrayContaining(['configureStore', 'createSlice']));
    expect(used['react-redux']).toEqual(expect.arrayContaining(['Provider', 'useSelector']));
    expect(used['react-redux']).not.toContain('connect');
  });

  it("reads only the workspaces a browser build reaches, and not zod's own package", () => {
    const shell = path.resolve(import.meta.dirname, '../../../shell');
    // The API imports zod's `z` namespace (which would keep zod whole); the contracts import builders by name.
    const { zod } = monorepoUsedExports(['zod'], ['zod'], shell);
    expect(zod).toEqual(expect.arrayContaining(['object', 'string']));
    expect(zod).not.toContain('z');
  });
});
