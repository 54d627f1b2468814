import {
  emptyHistory,
  HISTORY_LIMIT,
  historyReducer,
  nextRedo,
  nextUndo,
  sideFor,
  type TChange,
} from './history';

const move = (n: number): TChange => ({
  kind: 'move',
  restaurantId: 1,
  tableId: 11,
  before: { x: n, y: n },
  after: { x: n + 1, y: n + 1 },
});

describe('historyReducer', () => {
  it('records changes, undoes the latest first and redoes them back in order', () => {
    let state = historyReducer(emptyHistory, { type: 'recorded', change: move(1) });
    state = historyReducer(state, { type: 'recorded', change: move(2) });
    expect(nextUndo(state)).toEqual(move(2));
    state = historyReducer(state, { type: 'undone' });
    expect(nextUndo(state)).toEqual(move(1));
    expect(nextRedo(state)).toEqual(move(2));
    state = historyReducer(state, { type: 'undone' });
    expect(nextUndo(state)).toBeUndefined();
    state = historyReducer(state, { type: 'redone' });
    expect(nextUndo(state)).toEqual(move(1));
    expect(nextRedo(state)).toEqual(move(2));
  });

  it('drops the redo branch when a new change is recorded after an undo', () => {
    let state = historyReducer(emptyHistory, { type: 'recorded', change: move(1) });
    state = historyReducer(state, { type: 'undone' });
    state = historyReducer(state, { type: 'recorded', change: move(5) });
    expect(state.future).toEqual([]);
    expect(state.past).toEqual([move(5)]);
  });

  it('ignores undo and redo with nothing to step to (the same object, so nothing re-renders)', () => {
    expect(historyReducer(emptyHistory, { type: 'undone' })).toBe(emptyHistory);
    expect(historyReducer(emptyHistory, { type: 'redone' })).toBe(emptyHistory);
  });

  it('keeps at most HISTORY_LIMIT steps, dropping the oldest', () => {
    let state = emptyHistory;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      state = historyReducer(state, { type: 'recorded', change: move(i) });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.past[0]).toEqual(move(5));
  });

  it('clears everything when another restaurant is opened', () => {
    const state = historyReducer(emptyHistory, { type: 'recorded', change: move(1) });
    expect(historyReducer(state, { type: 'cleared' })).toEqual(emptyHistory);
  });

  it('sends the before side on undo and the after side on redo', () => {
    expect(sideFor(move(3), 'undo')).toEqual({ x: 3, y: 3 });
    expect(sideFor(move(3), 'redo')).toEqual({ x: 4, y: 4 });
  });
});
