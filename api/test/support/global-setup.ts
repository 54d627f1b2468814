import { DEFAULT_MESSAGING } from '../../src/config';
import { DEFAULT_TEST_NOW, templateFor } from './seeded-template';
import { testServerUrl } from './test-database';

/**
 * Before any test file runs: the template databases most files start from (seeded at the default start, and
 * migrated only), built here once without a hook's timeout. Files that start elsewhere build theirs on demand.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = testServerUrl();
  if (!serverUrl) return;
  const now = new Date(DEFAULT_TEST_NOW);
  const siteUrl = DEFAULT_MESSAGING.publicSiteUrl;
  await templateFor(serverUrl, { seeded: true, now, siteUrl });
  await templateFor(serverUrl, { seeded: false, now, siteUrl });
}
