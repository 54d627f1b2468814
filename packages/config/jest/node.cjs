// Jest preset for Node code (api, contracts). Usage in jest.config.cjs: module.exports = require('@stol/config/jest/node')
const transform = require('./swc-transform.cjs');

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': transform },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
