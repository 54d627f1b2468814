import type { FetchBaseQueryError, NamedSchemaError } from '@reduxjs/toolkit/query';

/**
 * A malformed answer becomes an ordinary query error (and so the screen's fallback message) instead of NaN on
 * screen or an unhandled exception.
 */
export const asQueryError = (error: NamedSchemaError): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: `${error.schemaName} failed validation`,
  data: error.issues,
});
