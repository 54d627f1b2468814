import type { NotificationData } from '@mantine/notifications';

/** Staff spec §9: toasts stay 3 seconds by default. */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

/** The toast module (@mantine/notifications and its styles), fetched on the first toast. */
export const loadToasts = () => import('./toasts');

type TListener = () => void;
const listeners = new Set<TListener>();
let requested = false;

/** Whether a toast has been asked for: UiProvider mounts the toast container from then on. */
export const toastsRequested = (): boolean => requested;

export function onToastsRequested(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast once the module is in; the container reads the queue when it mounts. */
export function showToast(data: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadToasts().then(({ notifications }) => notifications.show(data));
}

export function notifyError(message: string, autoClose: number = NOTIFICATION_AUTO_CLOSE_MS): void {
  showToast({ color: 'red', message, autoClose });
}

export function notifySuccess(message: string, autoClose: number = NOTIFICATION_AUTO_CLOSE_MS): void {
  showToast({ color: 'teal', message, autoClose });
}
