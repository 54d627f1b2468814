/**
 * Registers the service worker at load (guest spec §7.1), after the page's own files, so it never competes with
 * the first render. Development builds have none (it would serve stale files under hot reloading).
 */
export function registerServiceWorker(): void {
  const url = __SERVICE_WORKER_URL__;
  if (!url || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(url).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
