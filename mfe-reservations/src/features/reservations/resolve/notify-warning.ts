import { NOTIFICATION_AUTO_CLOSE_MS, showToast } from '@stol/ui';

/** Neither success nor failure: the edit was filed for a manager (a 202). Same timing as @stol/ui's toasts. */
export function notifyWarning(message: string): void {
  showToast({ color: 'yellow', message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
}
