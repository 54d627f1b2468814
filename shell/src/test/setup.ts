// jsdom stand-ins for Mantine come from @stol/config/jest/dom-setup (listed first in jest.config.cjs).
// Every test starts without a persisted session or language.
beforeEach(() => localStorage.clear());
