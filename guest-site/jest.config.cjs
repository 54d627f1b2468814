module.exports = {
  ...require('@stol/config/jest/dom'),
  setupFilesAfterEnv: [require.resolve('@stol/config/jest/dom-setup')],
};
