import { notifications } from '@mantine/notifications';

/** Staff spec §9: toasts stay 3 seconds by default. */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

export function notifyError(message: string, autoClose: number = NOTIFICATION_AUTO_CLOSE_MS): string {
  return notifications.show({ color: 'red', message, autoClose });
}

export function notifySuccess(message: string, autoClose: number = NOTIFICATION_AUTO_CLOSE_MS): string {
  return notifications.show({ color: 'teal', message, autoClose });
}
