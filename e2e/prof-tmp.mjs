import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const dist = '/work/wt-guest-e2e/guest-site/dist/';
const mainName = readFileSync(dist + 'index.html', 'utf8').match(/main\.[0-9a-f]+\.js/)?.[0] ?? process.argv[2];
const map = JSON.parse(readFileSync(dist + mainName + '.map', 'utf8'));
// VLQ decode
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const segsByLine = [];
let src = 0;
map.mappings.split(';').forEach((line, li) => {
  let col = 0; const segs = [];
  for (const seg of line.split(',')) {
    if (!seg) continue;
    const vals = []; let v = 0, shift = 0;
    for (const ch of seg) { let d = B64.indexOf(ch); const cont = d & 32; d &= 31; v += d << shift; if (cont) shift += 5; else { vals.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0; } }
    col += vals[0]; if (vals.length > 1) src += vals[1];
    segs.push([col, src]);
    if (vals.length > 1) { /* also line/col deltas, ignore */ }
  }
  segsByLine[li] = segs;
});
// note: source index carries across lines but other fields (orig line/col/name) deltas ignored: fine for source attribution
function sourceAt(line, col) { const segs = segsByLine[line] || []; let lo = 0, hi = segs.length - 1, best = null; while (lo <= hi) { const mid = (lo + hi) >> 1; if (segs[mid][0] <= col) { best = segs[mid]; lo = mid + 1; } else hi = mid - 1; } return best ? map.sources[best[1]] : '?'; }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto('http://localhost:3904/restaurant/1');
await page.getByText('Pick a table on the plan').waitFor();
await page.waitForTimeout(300);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const agg = new Map();
profile.samples.forEach((id, i) => {
  const f = byId.get(id).callFrame;
  if (!f.url.includes(mainName)) return;
  let s = sourceAt(f.lineNumber, f.columnNumber).replace('webpack://@stol/guest-site/', '');
  s = s.includes('node_modules') ? s.replace(/.*node_modules\//, 'nm/').split('/').slice(0, 2).join('/') : s;
  agg.set(s, (agg.get(s) || 0) + (profile.timeDeltas[i] || 0) / 1000);
});
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
await browser.close();
