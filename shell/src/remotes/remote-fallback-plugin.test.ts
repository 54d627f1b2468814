import { jest } from '@jest/globals';
import { isRemoteFallback, remoteFallbackPlugin } from './remote-fallback-plugin';

type THook = (args: { lifecycle: string; id: string; error: unknown }) => unknown;

describe('errorLoadRemote plugin', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as unknown as THook;

  it('lets the intermediate lifecycles fail normally', () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
      expect(hook({ lifecycle, id: 'mfe_dashboard/App', error: new Error('x') })).toBeUndefined();
    }
  });

  it('answers the final onLoad with one recognisable fallback carrying the error', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('manifest 404');
    const fallback = hook({ lifecycle: 'onLoad', id: 'mfe_dashboard/App', error });
    expect(isRemoteFallback(fallback)).toBe(true);
    expect((fallback as { error: unknown }).error).toBe(error);
    consoleError.mockRestore();
  });
});
