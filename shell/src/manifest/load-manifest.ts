import { checkRemotesManifest, type TRemotesManifest } from '@stol/contracts';

export type TManifestResult =
  { ok: true; manifest: TRemotesManifest } | { ok: false; reason: 'unreachable' | 'invalid'; detail: string };

/** How long remotes.json may take (it is tiny and served by the shell's own origin). */
export const MANIFEST_TIMEOUT_MS = 10_000;

/**
 * remotes.json is runtime configuration (served without caching by stol-serve): which remotes are deployed,
 * where, and the API URL. It is validated against the shared contract so a typo shows a clear screen, not a blank
 * page (with the contracts' zod-free reader: the schema would bring zod onto the cold /login, issue 8).
 */
export async function loadManifest(
  url = '/remotes.json',
  fetchFn: typeof fetch = fetch,
  timeoutMs = MANIFEST_TIMEOUT_MS,
): Promise<TManifestResult> {
  let raw: unknown;
  try {
    // A server that accepts and never answers ends in the "could not be loaded" screen (with Reload), not in
    // an endless placeholder.
    const response = await fetchFn(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, reason: 'unreachable', detail: `${url}: HTTP ${response.status}` };
    raw = await response.json();
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: `${url}: ${String(error)}` };
  }
  const parsed = checkRemotesManifest(raw);
  if (!parsed.success) {
    const detail = parsed.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { ok: false, reason: 'invalid', detail: detail.join('\n') };
  }
  return { ok: true, manifest: parsed.data };
}
