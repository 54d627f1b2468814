// One swc transform for every jest project: TypeScript + JSX compiled to native ES modules,
// because several dependencies (MikroORM 7, msw 3, jose) ship ESM only. Jest runs with
// --experimental-vm-modules (see each package's "test" script).
module.exports = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];
