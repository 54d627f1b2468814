// A thin fetch client: the guest site stays small, so no RTK Query here. Errors carry the server's text
// (localised by Accept-Language), which the screens show when present (guest spec §8.1).
let apiUrl = '';
let language = 'en';

export function configureApi(options: { apiUrl: string }) {
  apiUrl = options.apiUrl.replace(/\/+$/, '');
}
export const getApiUrl = () => apiUrl;
export function setApiLanguage(next: string) {
  language = next;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's error text, when it sent one. */
    readonly serverMessage: string | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

/** The server's text, else the screen's default (§8.1). */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'Accept-Language': language,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data as { error?: unknown; code?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof error?.error === 'string' ? error.error : null,
      typeof error?.code === 'string' ? error.code : null,
    );
  }
  return data as T;
}

export const getJson = <T>(path: string) => request<T>('GET', path);
export const postJson = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
  request<T>('POST', path, body, headers);
export const deleteResource = (path: string) => request<unknown>('DELETE', path);

export const query = (params: Record<string, string | number | undefined | null>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
  ).toString();
