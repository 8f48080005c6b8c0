import { ERROR_CODES, type TErrorCode, type TMessage } from '../src/contract';

/** The one error the server throws on purpose: answered as an envelope with its status. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly exception: string | undefined;

  constructor(code: TErrorCode, message: string, status = 400, exception?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.exception = exception;
  }

  /** Every message this error answers (one per failure for a rule check). */
  toMessages(): TMessage[] {
    return [this.toMessage()];
  }

  toMessage(): TMessage {
    return {
      message: this.message,
      code: this.code,
      ...(this.exception !== undefined ? { exception: this.exception } : {}),
    };
  }
}

export const badRequest = (message: string, exception?: string) =>
  new AppError(ERROR_CODES.BAD_REQUEST, message, 400, exception);
export const forbidden = (code: TErrorCode, message: string) => new AppError(code, message, 403);
export const notFound = (message: string) => new AppError(ERROR_CODES.NOT_FOUND, message, 404);
export const conflict = (message: string, exception?: string) =>
  new AppError(ERROR_CODES.CONFLICT, message, 409, exception);

/**
 * A save refused by business rules, one message per failure (document 3 section 5): the
 * answer's `errors` holds every message, in order.
 */
export class RuleErrors extends AppError {
  readonly messages: TMessage[];

  constructor(messages: TMessage[], status = 400) {
    const [first] = messages;
    super(ERROR_CODES.VALIDATION, first?.message ?? 'Invalid', status, first?.exception);
    this.name = 'RuleErrors';
    this.messages = messages.map((m) => ({ ...m, code: ERROR_CODES.VALIDATION }));
  }

  override toMessages(): TMessage[] {
    return this.messages;
  }
}
