import type { BrowserContext, Page } from '@playwright/test';

/** One script or stylesheet as it came over the wire. */
export interface TTransfer {
  url: string;
  type: 'Script' | 'Stylesheet';
  /** Bytes received for it (compressed body + response headers), CDP Network.loadingFinished.encodedDataLength. */
  bytes: number;
  encoding: string;
}

/**
 * Records the JS and CSS a page downloads, through the Chrome DevTools Protocol: byte counts, not timings,
 * so the figures are the same on every run of the same build. `take()` returns what finished since the last
 * take, so one page can be measured in steps (cold /login, then signing in).
 */
export async function recordTransfers(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Omit<TTransfer, 'bytes'>>();
  let finished: TTransfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' && type !== 'Stylesheet') return;
    const encoding = (response.headers['content-encoding'] ??
      response.headers['Content-Encoding'] ??
      'identity') as string;
    seen.set(requestId, { url: response.url, type, encoding });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const info = seen.get(requestId);
    if (info) finished.push({ ...info, bytes: encodedDataLength });
  });
  return {
    take(): TTransfer[] {
      const out = finished;
      finished = [];
      return out;
    },
  };
}

export const sum = (transfers: TTransfer[]) => transfers.reduce((total, t) => total + t.bytes, 0);
export const fromOrigin = (transfers: TTransfer[], origin: string) =>
  transfers.filter((t) => t.url.startsWith(`${origin}/`));
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
