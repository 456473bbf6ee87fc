import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { componentLogger } from './logger';
import { Metrics, redactedPath } from './metrics';

const log = componentLogger('http');

/** What one HTTP request's log line says, filled in as the request goes (context, GraphQL plugin, errors). */
export interface RequestLog {
  requestId: string;
  userId?: string;
  operationName?: string;
  /** The error code answered, when the answer is an error. */
  errorCode?: string;
}

const INCOMING_REQUEST_ID = /^[\w.:-]{8,128}$/;
/** Probes and scrapes answer often and say nothing new: they log at debug. */
const QUIET_PATHS = new Set(['/api/health/live', '/api/health/ready', '/metrics']);

/**
 * The level of a request's log line: probes at debug; a server fault (5xx) at error, except 501, which
 * answers that a part is not set up here (single sign-on without an issuer): a fact, not a fault.
 */
export function requestLogLevel(status: number, path: string): 'debug' | 'info' | 'error' {
  if (QUIET_PATHS.has(path)) return 'debug';
  return status >= 500 && status !== 501 ? 'error' : 'info';
}

/** The request's log record (created by observeHttp; absent outside an HTTP request). */
export const requestLogOf = (res: Response): RequestLog | undefined => res.locals.requestLog as RequestLog | undefined;

/**
 * Gives every request an id (the proxy's `X-Request-Id` when it sent a sane one), answers it in
 * `X-Request-Id`, and when the answer is done logs one line (method, path without its query, status,
 * duration, user, GraphQL operation, error code) and records the HTTP duration metric.
 */
export function observeHttp(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const record: RequestLog = { requestId };
    res.locals.requestLog = record;
    res.setHeader('X-Request-Id', requestId);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const path = req.originalUrl.split('?')[0];
      const status = res.headersSent ? res.statusCode : 499;
      metrics.httpDuration.observe(
        { method: req.method, route: Metrics.routeLabel(path, status), status: String(status) },
        seconds,
      );
      if (record.errorCode && !path.startsWith('/graphql'))
        metrics.errors.inc({ source: 'rest', code: record.errorCode });
      const line = {
        requestId,
        method: req.method,
        // A calendar feed's URL is its secret; the query (sign-in codes, the spec socket's token) is never logged.
        path: redactedPath(path),
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        userId: record.userId,
        operationName: record.operationName,
        errorCode: record.errorCode,
      };
      log[requestLogLevel(status, path)](line, 'request');
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}

/**
 * Apollo plugin: GraphQL durations by operation name and type, errors by code, and the operation name
 * and first error code on the request's log line.
 */
export function graphqlObservability(
  metrics: Metrics,
): ApolloServerPlugin<{ requestLog?: RequestLog; viewer?: { id: string } | null }> {
  return {
    async requestDidStart({ contextValue }) {
      const started = process.hrtime.bigint();
      let operation = 'unparsed';
      let type = 'unknown';
      return {
        async didResolveOperation({ operationName, operation: definition }) {
          operation = metrics.operationLabel(operationName);
          type = definition?.operation ?? 'unknown';
          // Anonymous operations are named in the log by their type and root fields (`mutation login`).
          if (contextValue.requestLog)
            contextValue.requestLog.operationName =
              operationName ??
              `${type} ${(definition?.selectionSet.selections ?? [])
                .slice(0, 3)
                .map((selection) => (selection.kind === 'Field' ? selection.name.value : '…'))
                .join(',')}`;
        },
        async willSendResponse({ response }) {
          metrics.graphqlDuration.observe({ operation, type }, Number(process.hrtime.bigint() - started) / 1e9);
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          for (const error of errors) {
            const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
            metrics.errors.inc({ source: 'graphql', code });
            if (contextValue.requestLog) contextValue.requestLog.errorCode ??= code;
          }
        },
      };
    },
  };
}
