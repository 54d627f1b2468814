export { UiProvider } from './provider/UiProvider';
export { stolCssVariablesResolver, stolTheme } from './provider/theme';
export { notifyError, notifySuccess, showToast, NOTIFICATION_AUTO_CLOSE_MS } from './notify/notify';
export { LoadingState } from './states/LoadingState';
export { EmptyState } from './states/EmptyState';
export { ErrorState } from './states/ErrorState';
// NotFoundState is `@stol/ui/not-found`: it links with react-router, which a cold /login does not load.
export { preloadToasts } from './notify/notify';
export { retryImport } from './lazy/retry-import';
export { lazyWithRetry } from './lazy/lazy-with-retry';
export { AreaBoundary } from './boundary/AreaBoundary';
