import { getI18n, registerTranslations } from '../i18n/i18n';
import { errorMessage } from './error-message';

const NAMESPACE = 'platform';

registerTranslations(NAMESPACE, {
  en: { notSaved: '{{failure}} — no connection, nothing was saved. Try again when the connection is back.' },
  hr: { notSaved: '{{failure}} — nema veze, ništa nije spremljeno. Pokušajte ponovno kad se veza vrati.' },
});

/** RTK Query's names for a request that never got an answer (network down, API unreachable, timed out). */
export const isNetworkFailure = (error: unknown): boolean =>
  !!error &&
  typeof error === 'object' &&
  'status' in error &&
  (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/**
 * The text for a failed action (a write: check in, add to the waitlist, cancel…). Issue 19 §1: when the request
 * never reached the server, the host is told plainly that nothing was saved, with the action's own failure text
 * ('Failed to check in — no connection, nothing was saved. …'); otherwise the server's text or the fallback, as
 * errorMessage.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return getI18n().t('notSaved', { ns: NAMESPACE, failure: fallback });
  return errorMessage(error, fallback);
}
