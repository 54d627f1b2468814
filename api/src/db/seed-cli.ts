/** `npm run seed -w api`: migrate and seed the configured database (the API also does this on start). */
import { loadConfig } from '../config';
import { startDatabase } from './database';
import { runSeed } from './seed';

const config = loadConfig();
const db = await startDatabase(config);
try {
  await runSeed(db.orm, new Date(), config.messaging.publicSiteUrl, {
    demoServiceRules: config.seedDemoRules,
  });
  console.warn('Seed complete');
} finally {
  await db.close();
}
