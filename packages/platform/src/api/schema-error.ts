import type { FetchBaseQueryError, NamedSchemaError } from '@reduxjs/toolkit/query';

/**
 * A malformed answer becomes an ordinary query error (and so the screen's fallback message) instead of an
 * unhandled exception or half-rendered rows. Its own entry point (`@stol/platform/schema-error`): the
 * platform's main entry stays free of response schemas, so zod does not reach the sign-in page.
 */
export const asQueryError = (error: NamedSchemaError): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: `${error.schemaName} failed validation`,
  data: error.issues,
});
