import type { TMessage } from '../contract';

/** Why a call failed: the server's first error, its status and every message it sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: TMessage[];

  constructor(message: string, opts: { status: number; code?: string; errors?: TMessage[] }) {
    super(message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code ?? 'ERROR';
    this.errors = opts.errors ?? [];
  }

  /** The request never reached the server (offline, DNS, refused). */
  get isNetwork(): boolean {
    return this.code === NETWORK_ERROR;
  }

  /** The server refused the call and said why (a 4xx with messages): the words to show. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500 && this.errors.length > 0;
  }

  /** The detail to show after a catalogue message: the server's exception or message. */
  get detail(): string {
    const first = this.errors[0];
    return first?.exception || first?.message || this.message;
  }
}

export const NETWORK_ERROR = 'NETWORK';
