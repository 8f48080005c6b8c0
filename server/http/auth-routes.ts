import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES, ZLoginRequest } from '../../src/contract';
import type { Db } from '../db/types';
import { sessionUser } from '../areas/auth/access';
import { login, LoginLimitedError } from '../areas/auth/login';
import type { LoginRateLimiter } from '../areas/auth/rate-limiter';
import { authenticate, revokeSession } from '../areas/auth/sessions';
import { AppError } from '../errors';
import { findBadText } from './bad-text';
import { answer } from './envelope-answer';

/** `POST /api/auth/login`, `GET /api/auth/user`, `POST /api/auth/logout`. */
export function registerAuthRoutes(app: FastifyInstance, db: Db, limiter: LoginRateLimiter): void {
  app.post('/api/auth/login', async (request, reply) => {
    // A NUL or a lone surrogate cannot reach the user query (the database refuses it).
    const badText = findBadText(request.body);
    if (badText !== null)
      throw new AppError(ERROR_CODES.VALIDATION, MESSAGES.badCharacterInField(badText), 400);
    const parsed = ZLoginRequest.safeParse(request.body);
    if (!parsed.success) {
      throw new AppError(
        ERROR_CODES.VALIDATION,
        MESSAGES.badCredentials,
        400,
        z.prettifyError(parsed.error),
      );
    }
    try {
      return await login(db, limiter, parsed.data, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    } catch (error) {
      if (error instanceof LoginLimitedError)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.get('/api/auth/user', async (request) => {
    const principal = await authenticate(db, request.headers.authorization);
    return sessionUser(db, principal.user);
  });

  app.post('/api/auth/logout', async (request) => {
    const principal = await authenticate(db, request.headers.authorization);
    await revokeSession(db, principal.token_hash);
    return answer([]);
  });
}
