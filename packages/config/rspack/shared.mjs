// Dependencies every federated app shares as singletons (DESIGN §3). Nothing is eager: each app's
// `src/index.ts` only does `import('./bootstrap')`, which gives the share scope time to initialise.
// Workspace packages are shared too, so the store, i18n instance and socket are one per page.
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // Deep imports are shared separately (a shared key without a trailing slash matches only itself).
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'i18next',
  'react-i18next',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/dates',
  '@mantine/modals',
  '@stol/platform',
  '@stol/ui',
  '@stol/contracts',
];

/** `shared` option for ModuleFederationPlugin: every entry a lazy singleton. */
export function sharedSingletons(names = SHARED_SINGLETONS) {
  return Object.fromEntries(names.map((name) => [name, { singleton: true, eager: false }]));
}
