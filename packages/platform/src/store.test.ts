import { jest } from '@jest/globals';
import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { createPlatformStore } from './store';

/** What RTK Query's own answers look like to the store: actions it may notify about in a batch. */
const autoBatched = (type: string) => ({ type, meta: { [SHOULD_AUTOBATCH]: true } });

describe('the store tells the screen about answers', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('at the end of the task that brought them, with no frame or timer in between (issue 22 §7)', async () => {
    const store = createPlatformStore({ user: null, token: null });
    // RTK Query's middleware announces itself on the store's first action, at once (not batched).
    store.dispatch({ type: 'app/started' });
    const listener = jest.fn();
    store.subscribe(listener);

    store.dispatch(autoBatched('answer/one'));
    store.dispatch(autoBatched('answer/two'));
    expect(listener).not.toHaveBeenCalled(); // one notification for the task's answers

    await Promise.resolve(); // the task's microtasks; no animation frame, no timer has run
    expect(listener).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
