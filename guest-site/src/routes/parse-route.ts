// The fallback public routes of guest spec §2.2; null means "ask the server about this origin" (§2.1).
export type TRoute =
  | { kind: 'welcome' }
  | { kind: 'restaurant'; id: number }
  | { kind: 'cancel'; token: string }
  | { kind: 'modify'; token: string }
  | { kind: 'review'; token: string }
  | { kind: 'reset'; token: string }
  | { kind: 'accept'; token: string }
  | { kind: 'hub' }
  /** The back office's hostname (§2.1): the browser is sent there. */
  | { kind: 'admin'; url: string }
  /** The API's hostname (§2.1): the text 'Backend API'. */
  | { kind: 'backend' };

export function parseFallbackRoute(pathname: string, search: string): TRoute | null {
  const restaurant = /^\/restaurant\/(\d+)\/?$/.exec(pathname);
  if (restaurant) return { kind: 'restaurant', id: Number(restaurant[1] ?? '') };
  // Any path containing /cancel/ shows the cancel screen (§2.1).
  const cancel = /\/cancel\/([^/?#]+)/.exec(pathname);
  if (cancel) return { kind: 'cancel', token: decodeURIComponent(cancel[1] ?? '') };
  const modify = /^\/modify\/([^/?#]+)\/?$/.exec(pathname);
  if (modify) return { kind: 'modify', token: decodeURIComponent(modify[1] ?? '') };
  if (/^\/review\/?$/.test(pathname))
    return { kind: 'review', token: new URLSearchParams(search).get('token') ?? '' };
  // The invite screen (§2.2, §2.9): /accept/{token}, though the token is read from ?token= (the spec's two
  // readings differ); either works, the query first.
  const accept = /^\/accept(?:\/([^/?#]+))?\/?$/.exec(pathname);
  if (accept)
    return {
      kind: 'accept',
      token: new URLSearchParams(search).get('token') ?? decodeURIComponent(accept[1] ?? ''),
    };
  if (/^\/reset\/?$/.test(pathname))
    return { kind: 'reset', token: new URLSearchParams(search).get('token') ?? '' };
  return null;
}
