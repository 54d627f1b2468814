export { UiProvider } from './provider/UiProvider';
export { stolCssVariablesResolver, stolTheme } from './provider/theme';
export { notifyError, notifySuccess, showToast, NOTIFICATION_AUTO_CLOSE_MS } from './notify/notify';
export { LoadingState } from './states/LoadingState';
export { EmptyState } from './states/EmptyState';
export { ErrorState } from './states/ErrorState';
// NotFoundState is `@stol/ui/not-found`: it links with react-router, which a cold /login does not load.
