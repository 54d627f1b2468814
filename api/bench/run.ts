/**
 * `npm run bench`: a benchmark, not a test. Seeds (or reuses) a large dataset in its own database, runs the
 * real API and a bare Express ceiling in child processes, loads each scenario with autocannon from this
 * process, then prints the figures against the targets and writes them to results/latest.json.
 * Missing a target is reported, not an error: the exit code is non-zero only when the bench itself breaks.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDaysToKey, zagrebDateKey } from '../src/time/zagreb';
import { withClient } from './bench-database';
import { loadBenchConfig } from './bench-config';
import { busiestUpcomingDay } from './busy-day';
import { startChild, type ChildServer } from './children';
import { raceForOneSlot } from './concurrent-booking';
import { raceThroughHolds } from './hold-race';
import { prepareAloneDataset, prepareDataset } from './dataset';
import { explainInsights } from './explain';
import { DATASET } from './dataset-shape';
import { getJson, postJson, waitForHealth } from './http';
import { measure, type LoadFigures, type LoadTarget } from './load';
import { analyticsPath, ANALYTICS_ROUTES, insightScenarios, INSIGHT_SCENARIO_IDS } from './insight-scenarios';
import {
  holdRaceRow,
  loadRow,
  pacingRaceRow,
  printTable,
  raceRow,
  TARGETS,
  writeJson,
  type ScenarioRow,
} from './report';
import { raceForPacedSlot } from './pacing-race';
import { applyServiceRules } from './service-rules';

const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');

const config = loadBenchConfig();
const SCENARIO_IDS = ['a', 'b', 'c', 'd', 'e', 'e-pacing', 'f', 'b-cold', 'c-cold', ...INSIGHT_SCENARIO_IDS];
const unknown = config.only?.filter((id) => !SCENARIO_IDS.includes(id)) ?? [];
if (unknown.length)
  throw new Error(
    `BENCH_ONLY names unknown scenarios: ${unknown.join(', ')} (known: ${SCENARIO_IDS.join(', ')})`,
  );
// Other work on the machine skews every figure (the ratios less than the absolute numbers): say so.
const loadBefore = loadavg()[0]!;
if (loadBefore > 0.5) {
  console.warn(`Note: load average ${loadBefore.toFixed(2)} before the run; other processes share the CPUs.`);
}
const dataset = await prepareDataset(config.databaseUrl, config.reseed);
const restaurantId = dataset.busyRestaurantId;
const today = zagrebDateKey(new Date());
if (config.explain) {
  const alone = await prepareAloneDataset(config.databaseUrl, dataset.anchorDate);
  await explainInsights(
    [
      { label: 'busy, full dataset', databaseUrl: config.databaseUrl, restaurantId },
      { label: 'busy, alone', ...alone },
      {
        label: 'ordinary, full dataset',
        databaseUrl: config.databaseUrl,
        restaurantId: dataset.restaurantIds.find((id) => id !== restaurantId)!,
      },
    ],
    today,
    config.explain === 'full',
  );
  process.exit(0);
}
await applyServiceRules(config.databaseUrl, restaurantId);
const busyDay = await busiestUpcomingDay(config.databaseUrl, restaurantId);
// The race books a day of its own, three weeks out, so it never changes the day the reads measure.
const raceDay = addDaysToKey(today, 21);
// The pacing race needs a slot where no covers start yet: a day past the dataset's year ahead (every day inside it
// has the busy restaurant's bookings, whose covers already reach its pacing).
const pacingRaceDay = addDaysToKey(today, DATASET.daysAhead + 30);

const children: ChildServer[] = [];
const stopChildren = () => Promise.all(children.map((c) => c.stop()));
process.on('SIGINT', () => void stopChildren().finally(() => process.exit(130)));

try {
  children.push(await startChild('ceiling', 'ceiling-server.ts', { NODE_ENV: 'production' }));
  const apiEnv = {
    NODE_ENV: 'production',
    API_PORT: '0',
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // One login serves the whole run; the default 15 minutes could expire during a long run.
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    // Scenario e races hundreds of POST /reserve from one address: it measures booking, not the guest limit.
    RATE_LIMIT_GUEST_WRITE: '1000000',
    // …and neither the bot check: a proof of work per request would measure the runner's hashing.
    BOT_CHECK: 'off',
    // Scenario f's 200 guests hold from one address too: the race, not the per-client hold limit.
    HOLDS_PER_CLIENT: '1000000',
  };
  children.push(
    await startChild('api', 'api-server.ts', apiEnv, {
      execArgv: config.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${config.cpuProfileDir}`] : [],
    }),
  );
  const [ceiling, api] = children as [ChildServer, ChildServer];
  await waitForHealth(api.url);
  // The analytics' cold figures: the same API with its answer cache off (ANALYTICS_CACHE=off), every answer
  // computed; the same JWT secret, so the manager's token serves both. Started only when a cold row runs.
  const cold = INSIGHT_SCENARIO_IDS.some(
    (id) => id.endsWith('-cold') && (!config.only || config.only.includes(id)),
  )
    ? await startChild('api-cold', 'api-server.ts', { ...apiEnv, ANALYTICS_CACHE: 'off' })
    : null;
  if (cold) {
    children.push(cold);
    await waitForHealth(cold.url);
  }

  // Log in once (the login route is rate-limited) and reuse the bearer token for every list request.
  const { token } = await postJson<{ token: string }>(`${api.url}/auth/login`, {
    email: DATASET.adminEmail,
    password: DATASET.adminPassword,
  });
  const auth = { authorization: `Bearer ${token}` };
  const manager = await postJson<{ token: string }>(`${api.url}/auth/login`, {
    email: DATASET.managerEmail,
    password: DATASET.adminPassword,
  });
  const managerAuth = { authorization: `Bearer ${manager.token}` };

  const paths = {
    a: '/',
    b: `/public/reservations?restaurantId=${restaurantId}&date=${busyDay}`,
    c: `/public/availability?restaurantId=${restaurantId}&date=${busyDay}&guests=2`,
    d: `/reservations?date=${busyDay}&page=1&pageSize=20`,
  };
  // Every restaurant's next 30 days: more distinct answers than the API keeps cached, so each request of
  // the "cold" rows computes its answer (what the first read after a booking costs).
  const restaurantDays = dataset.restaurantIds.flatMap((id) =>
    Array.from({ length: 30 }, (_, i) => [id, addDaysToKey(today, i + 1)] as const),
  );

  // Pre-flight: each request answers 200 with real data, so the load figures measure meaningful work.
  const b = await getJson<{ reservations: unknown[] }>(`${api.url}${paths.b}`);
  const c = await getJson<{ slots: unknown[] }>(`${api.url}${paths.c}`);
  const d = await getJson<{ reservations: unknown[]; pagination: { total: number } }>(
    `${api.url}${paths.d}`,
    auth,
  );
  console.log(
    `Busy day ${busyDay} of restaurant ${restaurantId}: ${b.reservations.length} public bookings, ` +
      `${c.slots.length} slots × ${DATASET.tablesPerRestaurant} tables, ` +
      `list page ${d.reservations.length} of ${d.pagination.total}`,
  );

  const selected = (id: string) => !config.only || config.only.includes(id);
  // Pre-flight of the analytics answers a run measures: 200 with the premium manager's token.
  for (const id of Object.keys(ANALYTICS_ROUTES) as (keyof typeof ANALYTICS_ROUTES)[]) {
    if (selected(id) || selected(`${id}-cold`))
      await getJson(`${api.url}${analyticsPath(id, restaurantId)}`, managerAuth);
  }

  const load = {
    connections: config.connections,
    durationSeconds: config.durationSeconds,
    warmupSeconds: config.warmupSeconds,
  };
  const run = async (id: string, what: string, target: LoadTarget): Promise<LoadFigures> => {
    console.log(`(${id}) ${what}: ${config.warmupSeconds} s warm-up + ${config.durationSeconds} s …`);
    return measure(target, load);
  };
  const runInsight = async (id: string, what: string, target: LoadTarget): Promise<LoadFigures> => {
    console.log(
      `(${id}) ${what}: ${config.insightConnections} connections, ` +
        `${config.warmupSeconds} s warm-up + ${config.durationSeconds} s …`,
    );
    return measure(target, { ...load, connections: config.insightConnections });
  };

  // The ceiling runs in every run, filtered or not: each ratio is to the ceiling measured in the same run.
  const fa = await run('a', 'bare Express ceiling', { url: `${ceiling.url}${paths.a}` });
  const publicLimits = { minRatio: TARGETS.publicMinRatio, maxP99Ms: TARGETS.publicMaxP99Ms };
  const scenarios: { id: string; row: () => Promise<ScenarioRow> }[] = [
    {
      id: 'b',
      row: async () => {
        const f = await run('b', 'public day reservations', { url: `${api.url}${paths.b}` });
        return loadRow('b', 'public day reservations', `GET ${paths.b}`, f, fa, publicLimits);
      },
    },
    {
      id: 'c',
      row: async () => {
        const f = await run('c', 'availability for a day', { url: `${api.url}${paths.c}` });
        return loadRow('c', 'availability for a day', `GET ${paths.c}`, f, fa, publicLimits);
      },
    },
    {
      id: 'd',
      row: async () => {
        const f = await run('d', 'GET /reservations page 1 as restaurantadmin', {
          url: `${api.url}${paths.d}`,
          headers: auth,
        });
        return loadRow('d', 'reservations list page 1 (admin)', `GET ${paths.d}`, f, fa, {
          maxP99Ms: TARGETS.adminListMaxP99Ms,
        });
      },
    },
    {
      id: 'e',
      row: async () => {
        console.log(`(e) ${config.concurrentBookings} concurrent bookings of one slot on ${raceDay} …`);
        return raceRow(
          await raceForOneSlot(api.url, config.databaseUrl, restaurantId, raceDay, config.concurrentBookings),
        );
      },
    },
    {
      id: 'e-pacing',
      row: async () => {
        console.log(
          `(e-pacing) ${config.concurrentBookings} guests of 2 race for one paced slot on ${pacingRaceDay} …`,
        );
        return pacingRaceRow(
          await raceForPacedSlot(
            api.url,
            config.databaseUrl,
            restaurantId,
            pacingRaceDay,
            config.concurrentBookings,
          ),
        );
      },
    },
    {
      id: 'f',
      row: async () => {
        console.log(`(f) ${config.concurrentBookings} guests race through hold + book on ${raceDay} …`);
        return holdRaceRow(
          await raceThroughHolds(
            api.url,
            config.databaseUrl,
            restaurantId,
            raceDay,
            config.concurrentBookings,
          ),
        );
      },
    },
    {
      id: 'b-cold',
      row: async () => {
        const f = await run('b-cold', 'public day reservations, 1500 restaurant-days', {
          url: `${api.url}${paths.b}`,
          rotatePaths: restaurantDays.map(
            ([id, day]) => `/public/reservations?restaurantId=${id}&date=${day}`,
          ),
        });
        return loadRow(
          'b-cold',
          '(b) over 1500 restaurant-days',
          'GET /public/reservations (rotating)',
          f,
          fa,
          {
            note: 'info: every answer computed',
          },
        );
      },
    },
    {
      id: 'c-cold',
      row: async () => {
        const f = await run('c-cold', 'availability, 1500 restaurant-days', {
          url: `${api.url}${paths.c}`,
          rotatePaths: restaurantDays.map(
            ([id, day]) => `/public/availability?restaurantId=${id}&date=${day}&guests=2`,
          ),
        });
        return loadRow(
          'c-cold',
          '(c) over 1500 restaurant-days',
          'GET /public/availability (rotating)',
          f,
          fa,
          {
            note: 'every answer computed',
            minRatio: TARGETS.coldAvailabilityMinRatio,
            maxP99Ms: TARGETS.coldAvailabilityMaxP99Ms,
          },
        );
      },
    },
    ...insightScenarios({
      apiUrl: api.url,
      coldApiUrl: cold?.url ?? api.url,
      restaurantId,
      today,
      adminAuth: auth,
      managerAuth,
      ceiling: fa,
      run: runInsight,
    }),
  ];
  const writeResults = async (rows: ScenarioRow[]): Promise<void> => {
    const postgres = await withClient(config.databaseUrl, async (client) => {
      const { rows: v } = await client.query<{ server_version: string }>('show server_version');
      return v[0]!.server_version;
    });
    await writeJson(RESULTS_FILE, {
      generatedAt: new Date().toISOString(),
      machine: {
        cpus: availableParallelism(),
        cpuModel: cpus()[0]?.model ?? 'unknown',
        node: process.version,
        postgres,
        loadAverageBefore: Math.round(loadBefore * 100) / 100,
        loadAverageAfter: Math.round(loadavg()[0]! * 100) / 100,
      },
      settings: {
        ...load,
        insightConnections: config.insightConnections,
        concurrentBookings: config.concurrentBookings,
      },
      dataset: {
        restaurants: DATASET.restaurants,
        tablesPerRestaurant: DATASET.tablesPerRestaurant,
        reservations: dataset.reservations,
        centredOn: dataset.anchorDate,
        seedSeconds: dataset.seedSeconds,
        busyRestaurantId: restaurantId,
        busyDay,
        raceDay,
      },
      targets: TARGETS,
      allTargetsMet: rows.every((r) => r.pass),
      scenarios: rows,
    });
    console.log(`\nWritten to ${RESULTS_FILE}`);
  };

  const rows: ScenarioRow[] = [
    loadRow('a', 'bare Express JSON (ceiling)', `GET ${paths.a}`, fa, fa, { note: 'reference' }),
  ];
  for (const scenario of scenarios) {
    if (selected(scenario.id)) rows.push(await scenario.row());
  }

  console.log('');
  printTable(rows);
  if (config.only) {
    console.log(`\nBENCH_ONLY=${config.only.join(',')}: a partial run, ${RESULTS_FILE} left unchanged.`);
  } else {
    await writeResults(rows);
  }
} finally {
  await stopChildren();
}
