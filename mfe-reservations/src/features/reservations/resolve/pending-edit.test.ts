import { hasPendingChange, toEditPatch } from './pending-edit';
import { fromZagrebWallTime, toZagrebWallTime } from './wall-time';

const reservation = { tableId: 11, date: '2026-06-10T17:00:00.000Z' };

describe('Zagreb wall time of the reschedule picker', () => {
  it('reads and writes the picker value as Europe/Zagreb time', () => {
    expect(toZagrebWallTime('2026-06-10T17:00:00.000Z')).toBe('2026-06-10 19:00:00');
    expect(fromZagrebWallTime('2026-06-10 19:00:00')).toBe('2026-06-10T17:00:00.000Z');
    expect(fromZagrebWallTime('2026-01-10 19:00:00')).toBe('2026-01-10T18:00:00.000Z');
  });

  it('maps times on both sides of the October DST change', () => {
    expect(fromZagrebWallTime('2026-10-25 01:30:00')).toBe('2026-10-24T23:30:00.000Z');
    expect(fromZagrebWallTime('2026-10-25 19:00:00')).toBe('2026-10-25T18:00:00.000Z');
  });
});

describe('pending edit', () => {
  it('is no change when nothing was picked or the same values were picked again', () => {
    expect(hasPendingChange({}, reservation)).toBe(false);
    expect(hasPendingChange({ tableId: 11, date: '2026-06-10 19:00:00' }, reservation)).toBe(false);
  });

  it('sends only what changed, always with requireApproval', () => {
    expect(toEditPatch({ tableId: 12, date: '2026-06-10 19:00:00' }, reservation)).toEqual({
      tableId: 12,
      requireApproval: true,
    });
    expect(toEditPatch({ tableId: 11, date: '2026-06-10 20:30:00' }, reservation)).toEqual({
      date: '2026-06-10T18:30:00.000Z',
      requireApproval: true,
    });
    expect(hasPendingChange({ date: '2026-06-10 20:30:00' }, reservation)).toBe(true);
  });
});
