import { createAction, createReducer } from '@reduxjs/toolkit';
import { deepFrozen } from './deep-frozen';

describe('deepFrozen', () => {
  it('freezes every object and array inside, and returns the same value', () => {
    const answer = { reservations: [{ id: 1, table: { number: 4 }, tags: ['vip'] }], note: null };
    const frozen = deepFrozen(answer);
    expect(frozen).toBe(answer);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.reservations)).toBe(true);
    expect(Object.isFrozen(answer.reservations[0])).toBe(true);
    expect(Object.isFrozen(answer.reservations[0]!.table)).toBe(true);
    expect(Object.isFrozen(answer.reservations[0]!.tags)).toBe(true);
    expect(() => {
      'use strict';
      (answer.reservations[0]!.table as { number: number }).number = 5;
    }).toThrow(TypeError);
  });

  it('leaves primitives alone', () => {
    expect(deepFrozen(3)).toBe(3);
    expect(deepFrozen(null)).toBeNull();
    expect(deepFrozen('x')).toBe('x');
  });

  it('is stored by a Redux Toolkit (immer) reducer as it is: the state holds the very same frozen answer', () => {
    const answer = deepFrozen([{ id: 1, guest: { name: 'Ana' } }]);
    const arrived = createAction<unknown>('arrived');
    const reducer = createReducer({ data: null as unknown }, (builder) =>
      builder.addCase(arrived, (draft, action) => {
        draft.data = action.payload;
      }),
    );
    expect(reducer(undefined, arrived(answer)).data).toBe(answer);
  });
});
