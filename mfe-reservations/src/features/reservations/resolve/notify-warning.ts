import { notifications } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@stol/ui';

/** Neither success nor failure: the edit was filed for a manager (a 202). Same timing as @stol/ui's toasts. */
export function notifyWarning(message: string): string {
  return notifications.show({ color: 'yellow', message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
}
