module.exports = require('@stol/config/jest/node');
