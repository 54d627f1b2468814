// `__APP_VERSION__` = `<package.json version>+<git short sha>.<build time>` so that every redeploy is
// visible in the UI, even a rebuild of the same commit.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

function gitShortSha(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return ''; // not a git checkout (e.g. a tarball build): the timestamp alone still tells builds apart
  }
}

/** Compact UTC build time, valid as semver build metadata: 20261122T041500Z. */
function buildStamp(now) {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export function appVersion(dirname, now = new Date()) {
  const { version } = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const sha = gitShortSha(dirname);
  return `${version}+${sha ? `${sha}.` : ''}${buildStamp(now)}`;
}
