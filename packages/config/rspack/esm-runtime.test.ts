import { createRequire } from 'node:module';
import path from 'node:path';
import { esmSibling } from './esm-runtime.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../../../shell/package.json'));

describe('esmSibling', () => {
  it('maps the federation runtime files Node resolves (CommonJS) to their ES module builds', () => {
    const cjs = require.resolve('@module-federation/webpack-bundler-runtime');
    expect(cjs).toMatch(/\.cjs$/);
    expect(esmSibling(cjs)).toBe(cjs.replace(/\.cjs$/, '.js'));
  });

  it('leaves every other file alone', () => {
    const other = require.resolve('react');
    expect(esmSibling(other)).toBe(other);
    expect(esmSibling('/x/node_modules/@module-federation/sdk/dist/missing.cjs')).toBe(
      '/x/node_modules/@module-federation/sdk/dist/missing.cjs',
    );
  });
});
