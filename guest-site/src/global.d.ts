/** Injected by the rspack preset's DefinePlugin. */
declare const __APP_VERSION__: string;
/** '/sw.js' in a production build (the preset's serviceWorker option), else null. */
declare const __SERVICE_WORKER_URL__: string | null;

declare module '*.css';
