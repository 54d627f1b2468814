import type { NotificationData } from '@mantine/notifications';
import { retryImport } from '../lazy/retry-import';
import type * as Toasts from './toasts';

/** Staff spec §9: toasts stay 3 seconds by default. */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

type TToastsModule = typeof Toasts;

type TListener = () => void;
const listeners = new Set<TListener>();
let loaded: TToastsModule | null = null;
let loading: Promise<TToastsModule> | null = null;

/**
 * The toast module (@mantine/notifications and its styles). Issue 19 §1: a failed load is retried, and a load
 * that still fails is forgotten, so the next toast (or preload) asks again; it never throws into a render.
 */
export function loadToasts(): Promise<TToastsModule> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= retryImport(() => import('./toasts')).then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The toast module once it is in, for UiProvider's container (null until then). */
export const loadedToasts = (): TToastsModule | null => loaded;

export function onToastsLoaded(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Issue 19 §1: fetch what toasts need now, while the network is there, rather than at the first toast, which may
 * be the one saying the network is gone. The signed-in back office calls it once; a cold /login does not (its
 * weight budget), and the first toast still loads the module if this never ran or failed.
 */
export function preloadToasts(): void {
  loadToasts().catch((error: unknown) => console.warn('Toasts could not be loaded yet', error));
}

/** Shows a toast once the module is in; the container reads the queue when it mounts. */
export function showToast(data: NotificationData): void {
  if (loaded) {
    loaded.notifications.show(data);
    return;
  }
  loadToasts().then(
    ({ notifications }) => notifications.show(data),
    // Nothing to show it with: say it in the console rather than lose it silently.
    (error: unknown) => console.warn('A toast could not be shown', data.message, error),
  );
}

export function notifyError(message: string, autoClose: number = NOTIFICATION_AUTO_CLOSE_MS): void {
  showToast({ color: 'red', message, autoClose });
}

export function notifySuccess(message: string, autoClose: number = NOTIFICATION_AUTO_CLOSE_MS): void {
  showToast({ color: 'teal', message, autoClose });
}
