module.exports = {
  ...require('@stol/config/jest/dom'),
  setupFilesAfterEnv: [require.resolve('@stol/config/jest/dom-setup'), '<rootDir>/src/test/setup.ts'],
  // Normally injected by the rspack preset's DefinePlugin.
  globals: { __APP_VERSION__: '0.0.0-test' },
};
