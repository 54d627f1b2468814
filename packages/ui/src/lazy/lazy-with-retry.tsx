import {
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
} from 'react';
import { AreaAttemptContext } from './area-attempt';
import { retryImport } from './retry-import';

/**
 * React.lazy with retries (issue 19 §1). React.lazy remembers a rejected import for good, so after one failed
 * chunk load the component could never render again, not even after the network is back and the error boundary's
 * Try again is pressed. Here a failed load is retried (retryImport); when it still fails, the error reaches the
 * nearest AreaBoundary, and once that boundary tries again (a new attempt in AreaAttemptContext) the component
 * starts a fresh lazy load. (Replacing it at once would make React, which re-renders a suspended tree when its
 * promise settles, load it again and again instead of showing the error.)
 */
// The same type parameter as React.lazy's (any component), so a call infers it as React.lazy's does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): (props: ComponentProps<T>) => JSX.Element {
  let failed = false;
  let madeFor = 0;
  const make = (): LazyExoticComponent<T> =>
    lazy(() =>
      retryImport(load).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = make();
  function RetryingLazy(props: ComponentProps<T>) {
    const attempt = useContext(AreaAttemptContext);
    if (failed && attempt !== madeFor) {
      failed = false;
      madeFor = attempt;
      current = make();
    }
    const Current = current as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  }
  return RetryingLazy;
}
