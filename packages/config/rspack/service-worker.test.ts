import { shellAssets } from './service-worker.mjs';

describe('the service worker’s shell manifest', () => {
  it('lists the page, scripts, styles and icons of a build, not the worker, source maps, licences or copies', () => {
    expect(
      shellAssets([
        'index.html',
        'main.055e9f62.js',
        'main.055e9f62.js.map',
        'main.055e9f62.js.LICENSE.txt',
        'main.f9d2860e.css',
        '924.a28de54f.js',
        'favicon.svg',
        'sw.js',
        'sw.js.map',
        'remotes.json',
      ]),
    ).toEqual(['/924.a28de54f.js', '/favicon.svg', '/index.html', '/main.055e9f62.js', '/main.f9d2860e.css']);
  });
});
