import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { assertOperation, assertTokenScope, METRICS_RULE, requiredHttpScope } from '../auth/policy';
import { bearerToken } from '../context';
import { buildRequestContext } from '../graphql/request-context';
import { unauthenticated } from '../lib/errors';
import type { Services } from '../kernel/assemble';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format, for a scraper sending `Authorization: Bearer $METRICS_TOKEN`
 * or for an administrator's session. Anyone else: 401 without credentials, 403 with someone else's.
 */
export function metricsRoute(services: Services) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const token = bearerToken(req.headers.authorization);
      const expected = services.config.metricsToken;
      if (!(expected && token && sameSecret(token, expected))) {
        const context = await buildRequestContext(services, req, res);
        if (!context.viewer) throw unauthenticated();
        assertTokenScope(requiredHttpScope('GET', METRICS_RULE), context.actor);
        assertOperation(METRICS_RULE, context.actor);
      }
      const { contentType, body } = await services.metrics.render();
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(body);
    } catch (error) {
      next(error);
    }
  };
}
