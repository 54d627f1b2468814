/** Injected by the rspack preset's DefinePlugin: `<package version>+<build stamp>`; absent in tests. */
declare const __APP_VERSION__: string;

declare module '*.css';
