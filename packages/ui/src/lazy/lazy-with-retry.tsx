import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport } from './retry-import';

/**
 * React.lazy with retries (issue 19 §1). React.lazy remembers a rejected import for good, so after one failed
 * chunk load the component could never render again, not even after the network is back and the error boundary's
 * Retry is pressed. Here a failed load is retried (retryImport), and when it still fails the next render starts a
 * fresh lazy component, so the boundary's Retry loads the chunk again.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const fresh = () => {
    current = lazy(() =>
      retryImport(load).catch((error: unknown) => {
        fresh();
        throw error;
      }),
    );
  };
  fresh();
  function RetryingLazy(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return RetryingLazy;
}
