/** How often a failed chunk is asked for again before the failure is reported, and the pause before each retry. */
export const IMPORT_RETRIES = 2;
export const IMPORT_RETRY_DELAY_MS = 400;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 19 §1: a dynamic import (a code chunk or its stylesheet) that fails is asked for again, a couple of times,
 * before the failure reaches the screen. The bundler's runtime forgets a chunk whose load failed (the script or
 * <link> is removed and its entry reset), so calling `load` again really goes back to the network. While the
 * browser says it is offline there is no point waiting: the failure is reported at once, and the caller tries
 * again later (the next render after a Retry, or the next toast).
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  retries: number = IMPORT_RETRIES,
  delayMs: number = IMPORT_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (attempt >= retries || offline) throw error;
      await pause(delayMs * (attempt + 1));
    }
  }
}
