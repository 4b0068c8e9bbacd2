import { ERROR_CODES, type ErrorCode } from '@klub/contracts';

/** A failure with a code; the error plugin maps the code to its HTTP status and Polish message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.status = ERROR_CODES[code].status;
  }
}
