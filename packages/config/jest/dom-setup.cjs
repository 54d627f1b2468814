// Opt-in setup for React component tests (setupFilesAfterEnv): jest-dom matchers, plus the browser APIs
// jsdom lacks and Mantine calls (matchMedia for the colour scheme, ResizeObserver for some layouts).
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jest-fixed-jsdom swaps in Node's AbortController (msw needs it), but jsdom's EventTarget rejects a
  // Node AbortSignal in addEventListener(type, fn, { signal }) (Mantine's notifications use that form).
  // Honour the signal by hand instead: the same behaviour a browser gives.
  const addEventListener = window.EventTarget.prototype.addEventListener;
  window.EventTarget.prototype.addEventListener = function addEventListenerWithNodeSignal(
    type,
    listener,
    options,
  ) {
    if (!options || typeof options !== 'object' || !options.signal) {
      return addEventListener.call(this, type, listener, options);
    }
    const { signal, ...rest } = options;
    if (signal.aborted) return undefined;
    addEventListener.call(this, type, listener, rest);
    signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
    return undefined;
  };
  if (!window.HTMLElement.prototype.scrollIntoView) window.HTMLElement.prototype.scrollIntoView = () => {};
  // jsdom has crypto.getRandomValues but no SubtleCrypto: Node's is the same standard Web Crypto (the guest
  // site's bot check hashes with it).
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: require('node:crypto').webcrypto.subtle });
  }
}

// findBy*/waitFor default to 1 s, which a loaded 2-core CI machine can exceed while Mantine renders.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
