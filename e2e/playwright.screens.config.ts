import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Screenshots for people to look at (e2e/screens/*.screens.ts) on the same composed stack; not part of `npm test`.
export default defineConfig({ ...base, testDir: './screens', testMatch: '*.screens.ts' });
