import { createContext } from 'react';

/**
 * Which attempt of the nearest AreaBoundary is rendering: a number unique across boundaries, new on every Try
 * again. lazyWithRetry reads it to load a failed chunk afresh only when its area really tries again.
 */
export const AreaAttemptContext = createContext(0);

let lastAttempt = 0;
/** A new attempt token (AreaBoundary's retry). */
export const nextAreaAttempt = (): number => (lastAttempt += 1);
