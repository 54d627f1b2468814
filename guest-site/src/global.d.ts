/** Injected by the rspack preset's DefinePlugin. */
declare const __APP_VERSION__: string;

declare module '*.css';
