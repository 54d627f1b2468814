/** Injected by the rspack preset's DefinePlugin: `<package version>+<git sha>.<build time>`. */
declare const __APP_VERSION__: string;

/** Replaced at build time by DefinePlugin (rspack.config.mjs); the standalone bootstrap's API URL. */
declare const process: { env: { STOL_API_URL?: string } };

/** Side-effect CSS imports (Mantine's styles), handled by rspack's native CSS support. */
declare module '*.css';
