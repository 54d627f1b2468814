module.exports = {
  ...require('@stol/config/jest/dom'),
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
