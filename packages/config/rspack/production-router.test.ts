import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionRouterAlias } from './production-router.mjs';

const shell = path.resolve(import.meta.dirname, '../../../shell');

describe('productionRouterAlias', () => {
  it('points a production build at react-router’s production files, whose dev warnings are off', () => {
    const alias = productionRouterAlias(shell, true);
    const entry = alias['react-router$'];
    expect(entry).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    // The same version's build, with the flag off that makes the minifier keep the warnings.
    const files = readdirSync(path.dirname(entry!)).filter((file) => /^chunk-.+\.mjs$/.test(file));
    const flags = files.map(
      (file) =>
        readFileSync(path.join(path.dirname(entry!), file), 'utf8').match(
          /ENABLE_DEV_WARNINGS = (\w+);/,
        )?.[1],
    );
    expect(flags.filter(Boolean)).toEqual(['false']);
  });

  it('leaves development builds on the package’s own (development) entry', () => {
    expect(productionRouterAlias(shell, false)).toEqual({});
  });
});
