// Every test starts without a persisted session or language.
beforeEach(() => localStorage.clear());
