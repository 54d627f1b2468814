// Jest preset for React code (shell, remotes, platform, ui): jsdom with the fetch/Request globals msw needs.
const transform = require('./swc-transform.cjs');

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': transform },
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: { '\\.(css|svg|png)$': require.resolve('./file-stub.cjs') },
  // Rendering Mantine in jsdom and driving it with user-event is slow on a loaded 2-core CI machine.
  testTimeout: 30_000,
  testEnvironmentOptions: { customExportConditions: [''] },
};
