// The one static server for the shell and every remote (`stol-serve`). Remotes are fetched cross-origin by
// the shell (mf-manifest.json, remoteEntry.js, chunks), so every answer carries CORS headers. Files that
// name other files (manifest, remote entry, index.html, remotes.json) must never be cached, so a redeploy is
// picked up on the next page load; content-hashed chunks are cached for a year.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** `[name].[contenthash:8].js` and friends, as the rspack preset names production assets. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|mjs|css|map|woff2?|ttf|svg|png|jpe?g|webp|gif|ico)$/i;

export function cacheControlFor(pathname) {
  return HASHED_ASSET.test(pathname) ? ONE_YEAR : NO_CACHE;
}

function setCors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
}

/**
 * What a preflight (OPTIONS) needs besides the origin. Only there: on every other answer these two headers
 * mean nothing to the browser and were some 80 bytes on each of a cold page's 15–20 scripts (issue 8 §1).
 */
function setPreflight(res) {
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
}

function sendJson(res, status, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', NO_CACHE);
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * The runtime manifest's text: env `REMOTES_JSON` wins over the file (runtime configuration without a
 * rebuild); the file is read on every request so an edit needs no restart. Null when neither is configured.
 * Throws when the configured value is not JSON, so a typo surfaces as a 500 instead of a broken shell.
 */
export async function readRemotesJson({ remotesFile, env = process.env }) {
  let text;
  if (env.REMOTES_JSON) text = env.REMOTES_JSON;
  else if (remotesFile) text = await readFile(remotesFile, 'utf8');
  else return null;
  JSON.parse(text);
  return text;
}

/** Answers /remotes.json when it is configured; false when it is not (the caller carries on). */
export async function answerRemotesJson(res, { remotesFile, env = process.env }) {
  try {
    const text = await readRemotesJson({ remotesFile, env });
    if (text === null) return false;
    sendJson(res, 200, text);
  } catch (error) {
    console.error('stol-serve: cannot answer /remotes.json:', error);
    sendJson(res, 500, { error: 'Invalid remotes configuration' });
  }
  return true;
}

/** Connect middleware for the dev server: /remotes.json as stol-serve answers it, everything else passes. */
export function remotesJsonMiddleware({ remotesFile, env = process.env }) {
  return async function remotesJson(req, res, next) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/remotes.json' && (await answerRemotesJson(res, { remotesFile, env }))) return;
    next();
  };
}

/**
 * Node request handler (also usable as connect middleware: unknown paths go to `next` when given).
 * @param {{ dir: string, spa?: boolean, remotesFile?: string, env?: NodeJS.ProcessEnv }} options
 */
export function createStaticHandler({ dir, spa = false, remotesFile, env = process.env }) {
  const resolvedRemotesFile = remotesFile ? path.resolve(remotesFile) : undefined;
  const files = sirv(path.resolve(dir), {
    dev: false,
    etag: true,
    // The build writes x.br / x.gz beside each text asset (rspack/precompress.mjs): sent to browsers that
    // accept them, with Vary: Accept-Encoding.
    gzip: true,
    brotli: true,
    // `single` answers index.html for paths that are not files: the SPA fallback for client-side routes.
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });

  return async function handle(req, res, next) {
    setCors(res);
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');

    if (req.method === 'OPTIONS') {
      setPreflight(res);
      res.statusCode = 204;
      res.end();
      return;
    }
    if (pathname === '/health') {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (
      pathname === '/remotes.json' &&
      (await answerRemotesJson(res, { remotesFile: resolvedRemotesFile, env }))
    )
      return;

    files(req, res, () => {
      if (next) {
        next();
        return;
      }
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  };
}

/** Starts the server; resolves once it listens. `port: 0` picks a free port (tests). */
export function startStaticServer({ dir, port, host, spa, remotesFile, env }) {
  const server = http.createServer(createStaticHandler({ dir, spa, remotesFile, env }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
