module.exports = {
  ...require('@stol/config/jest/node'),
  // Each file creates, migrates and seeds its own database (embedded PGlite is slower to start).
  testTimeout: 60000,
};
