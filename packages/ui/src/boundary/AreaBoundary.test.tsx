import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { initI18n } from '@stol/platform';
import { lazyWithRetry } from '../lazy/lazy-with-retry';
import { retryImport } from '../lazy/retry-import';
import { UiProvider } from '../provider/UiProvider';
import { AreaBoundary } from './AreaBoundary';

const wrap = (ui: ReactNode) => render(<UiProvider>{ui}</UiProvider>);
const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

beforeAll(() => void initI18n().changeLanguage('en'));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('retryImport', () => {
  it('asks again after a failed load and answers the first success', async () => {
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce('module');
    await expect(retryImport(load, 2, 1)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports the failure after its retries', async () => {
    const load = jest.fn<() => Promise<string>>().mockRejectedValue(chunkError());
    await expect(retryImport(load, 2, 1)).rejects.toThrow('Loading chunk 42 failed.');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('AreaBoundary with lazyWithRetry (issue 19 §1)', () => {
  it('shows Try again in the failed area only, and Try again loads the chunk afresh', async () => {
    let online = false;
    const Panel = lazyWithRetry(() =>
      online ? Promise.resolve({ default: () => <p>Waitlist loaded</p> }) : Promise.reject(chunkError()),
    );
    wrap(
      <>
        <p>Today's reservations</p>
        <AreaBoundary name="panel">
          <Suspense fallback={<p>Loading…</p>}>
            <Panel />
          </Suspense>
        </AreaBoundary>
      </>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This part of the page could not be shown.',
    );
    expect(screen.getByText("Today's reservations")).toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waitlist loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again by itself when the browser comes back online', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('render failed');
      return <p>Back</p>;
    }
    wrap(
      <AreaBoundary name="flaky">
        <Flaky />
      </AreaBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });
});
