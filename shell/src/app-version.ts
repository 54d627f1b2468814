/** The shell's own build version; 'dev' where no build defined it (tests, type checks). */
export const SHELL_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
