export { UiProvider } from './provider/UiProvider';
export { stolCssVariablesResolver, stolTheme } from './provider/theme';
export { notifyError, notifySuccess, showToast, NOTIFICATION_AUTO_CLOSE_MS } from './notify/notify';
export { LoadingState } from './states/LoadingState';
export { EmptyState } from './states/EmptyState';
export { ErrorState } from './states/ErrorState';
export { NotFoundState } from './states/NotFoundState';
