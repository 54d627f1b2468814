import { ERROR_CODES, type TErrorCode } from '@stol/contracts';

/** A failure the client should see: a code from ERROR_CODES, the spec's message where it gives one. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
  }
}
