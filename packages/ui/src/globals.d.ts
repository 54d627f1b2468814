/** Side-effect CSS imports (Mantine's styles), handled by rspack's native CSS support. */
declare module '*.css';
