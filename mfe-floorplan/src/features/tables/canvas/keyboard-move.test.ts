import { arrowTarget } from './keyboard-move';

const table = { x: 100, y: 100, width: 30, height: 30 };

describe('arrowTarget', () => {
  it('moves one grid step, ten with Shift', () => {
    expect(arrowTarget(table, 'ArrowRight', false, 16)).toEqual({ x: 116, y: 100 });
    expect(arrowTarget(table, 'ArrowUp', true, 4)).toEqual({ x: 100, y: 60 });
  });

  it('keeps the table on the canvas', () => {
    expect(arrowTarget(table, 'ArrowLeft', true, 16)).toEqual({ x: 0, y: 100 });
    expect(arrowTarget({ ...table, x: 960 }, 'ArrowRight', false, 16)).toEqual({ x: 970, y: 100 });
  });

  it('ignores other keys', () => {
    expect(arrowTarget(table, 'Enter', false, 16)).toBeNull();
  });
});
