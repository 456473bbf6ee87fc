import express, { type NextFunction, type Request, type Response, Router } from 'express';
import multer from 'multer';
import { bearerToken, buildContext, type GraphQLContext } from '../context';
import { AppError, badInput, isAppError } from '../lib/errors';
import { randomUUID } from 'node:crypto';
import { MAX_PROFILE_IMAGE_BYTES } from '../modules/accounts/account.service';
import type { Services } from '../services';
import { analyticsRestRouter } from '../modules/analytics/analytics.rest';

/** `{ success, data, message }` bodies; client errors keep their status, anything else is masked. */
export function sendError(res: Response, error: unknown): void {
  if (isAppError(error)) {
    res.status(error.httpStatus).json({ success: false, message: error.message, code: error.code });
    return;
  }
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: status === 413 ? 'Request body is too large' : 'Malformed request', code: 'BAD_USER_INPUT' });
    return;
  }
  const correlationId = randomUUID();
  console.error(`[rest] ${correlationId}`, error);
  res.status(500).json({ success: false, message: `Internal server error (reference ${correlationId})`, code: 'INTERNAL_SERVER_ERROR' });
}

export type RestHandler = (req: Request, ctx: GraphQLContext) => Promise<{ data?: unknown; message?: string; status?: number } | void>;

/** Adapts a handler: builds the shared context, runs it, and shapes the answer. */
export function route(services: Services, handler: RestHandler) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await buildContext(services, bearerToken(req.headers.authorization), req.ip ?? null);
      const result = (await handler(req, ctx)) ?? {};
      res.status(result.status ?? 200).json({ success: true, data: result.data ?? null, ...(result.message ? { message: result.message } : {}) });
    } catch (error) {
      next(error);
    }
  };
}

export function restRouter(services: Services): Router {
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_PROFILE_IMAGE_BYTES, files: 1 } });

  router.get('/health', route(services, async () => {
    const started = Date.now();
    await services.dataSource.query('SELECT 1');
    return { data: { status: 'online', version: services.config.version, database: { status: 'online', responseTime: Date.now() - started } } };
  }));

  router.post(
    '/auth/upload-profile-image',
    (req, res, next) =>
      upload.single('profileImage')(req, res, (error: unknown) => {
        if (error && (error as { code?: string }).code === 'LIMIT_FILE_SIZE') return next(badInput('Image size must be less than 5MB', 'profileImage'));
        if (error) return next(badInput('Upload the image as multipart field "profileImage"', 'profileImage'));
        next();
      }),
    route(services, async (req, ctx) => {
      const result = await services.accounts.uploadProfileImage(ctx.actor, req.file);
      return { data: { imageUrl: result.imageUrl }, message: 'Profile image updated' };
    }),
  );

  router.get('/files/profile-images/:id', async (req, res, next) => {
    try {
      const image = await services.accounts.profileImage(String(req.params.id));
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.send(image.data);
    } catch (error) {
      next(error);
    }
  });

  router.use(analyticsRestRouter(services));
  router.use(express.json({ limit: '1mb' }));
  router.use((_req, _res, next) => next(new AppError('NOT_FOUND', 'No such API path')));
  return router;
}
