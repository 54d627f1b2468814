export { configurePlatform, getApiUrl, isPlatformConfigured, type TPlatformConfig } from './config';
export { STORAGE_KEYS } from './storage';
export { store, createPlatformStore, type TPlatformStore, type TRootState, type TAppDispatch } from './store';
export { PlatformProvider } from './PlatformProvider';
export { useAppDispatch, useAppSelector, useCurrentUser } from './hooks';
export { api } from './api/api';
export { baseQueryWithReauth, isUnauthenticatedPath } from './api/base-query';
export {
  authApi,
  useLoginMutation,
  useLogoutMutation,
  useGetMeQuery,
  useUpdateLanguageMutation,
  useChangePasswordMutation,
} from './api/auth-endpoints';
export { errorMessage } from './api/error-message';
export { deepFrozen } from './api/deep-frozen';
export { actionErrorMessage, isNetworkFailure } from './api/action-error-message';
export { sessionStarted, sessionCleared, userUpdated, type TSessionState } from './session/session-slice';
export {
  selectCurrentUser,
  selectAccessToken,
  selectIsAuthenticated,
  selectSession,
} from './session/selectors';
export { initI18n, registerTranslations, getI18n, type TTranslations } from './i18n/i18n';
export { resolveLanguage, browserLanguage, DEFAULT_LANGUAGE } from './i18n/language';
export { useLanguage } from './i18n/use-language';
// Not here, so that /login does not download them (issue 8 §1): the Europe/Zagreb time helpers
// are `@stol/platform/time`, and the socket client loads inside useRestaurantEvents when a screen listens.
export { useRestaurantEvents } from './socket/use-restaurant-events';
export {
  LiveEventsContext,
  useLiveEventsHook,
  type TUseRestaurantEvents,
} from './socket/live-events-context';
