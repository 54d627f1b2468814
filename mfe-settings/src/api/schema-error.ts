import type { FetchBaseQueryError, NamedSchemaError } from '@reduxjs/toolkit/query';

/**
 * A malformed answer becomes an ordinary query error (and so the screen's fallback message) instead of an
 * unhandled exception or half-rendered rows.
 */
export const asQueryError = (error: NamedSchemaError): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: `${error.schemaName} failed validation`,
  data: error.issues,
});
