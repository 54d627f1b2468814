/** Injected by the rspack preset's DefinePlugin: `<package version>+<build stamp>`; absent in tests. */
declare const __APP_VERSION__: string;

declare module '*.css';

interface ImportMeta {
  /** rspack's folder context (styles/back-office-styles.ts); undefined under jest. */
  webpackContext?: (
    request: string,
    options: { recursive: boolean; regExp: RegExp },
  ) => { keys(): string[]; (id: string): unknown };
}
