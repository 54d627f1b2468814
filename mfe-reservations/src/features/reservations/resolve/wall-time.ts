import { formatZagreb, zagrebDateTime } from '@stol/platform/time';

/**
 * Mantine's DateTimePicker works with 'YYYY-MM-DD HH:mm:ss' strings and no time zone. This screen reads them
 * as Europe/Zagreb wall-clock times, whatever zone the browser is in.
 */
export function toZagrebWallTime(iso: string): string {
  return formatZagreb(iso, 'yyyy-MM-dd HH:mm:ss');
}

/** The instant (ISO 8601, UTC) of a Zagreb wall-clock value from the picker. */
export function fromZagrebWallTime(wallTime: string): string {
  const [day = '', time = '00:00:00'] = wallTime.trim().split(' ');
  return zagrebDateTime(day, time).toISOString();
}
