import { ERROR_CODES, NOT_FOUND_MESSAGES, type ErrorCode, type NotFoundThing } from '@klub/contracts';

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

/** 404 with the thing's Polish text from the contracts: `throw notFound('order')`. */
export const notFound = (thing: NotFoundThing) => new AppError('NOT_FOUND', NOT_FOUND_MESSAGES[thing]);

/** 400 for a reference in the body to a thing that does not exist (`regionId` of no region). */
export const unknownReference = (thing: NotFoundThing) => new AppError('VALIDATION', NOT_FOUND_MESSAGES[thing]);

/** 400 / 409 with a text from the contracts (`*_MESSAGES`): `throw conflict(ORDER_MESSAGES.isCancelled)`. */
export const badRequest = (message: string) => new AppError('VALIDATION', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** 403 with a text from the contracts (a forged signature). */
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
