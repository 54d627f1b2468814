module.exports = {
  ...require('@stol/config/jest/node'),
  // Each file creates, migrates and seeds its own database (embedded PGlite is slower to start); on PostgreSQL the
  // first file after a source change builds the template the others copy, and they wait for it in beforeAll.
  testTimeout: 120000,
  // Builds the templates most files copy before the workers start (test/support/seeded-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
};
