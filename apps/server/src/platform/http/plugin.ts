import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { DomainError, type LangCode, type PrecisionOf } from '@meridian/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { translate, requestLang } from '../i18n';
import { AppError, failBody, httpStatusOf } from './app-error';
import type { AuthSession, OperatorSession } from './route';
import { securityHeaders } from './security-headers';
import type { Db } from '../db';

declare module 'fastify' {
  interface FastifyRequest {
    lang: LangCode;
  }
  interface FastifyContextConfig {
    /** The route's session requirement, as its endpoint declares it (read by the Cache-Control rule). */
    auth?: 'none' | 'optional' | 'required' | 'operator';
  }
  interface FastifyInstance {
    resolveSession(req: FastifyRequest): Promise<AuthSession | undefined>;
    /** The operator session of the request's token (operator tokens are not user tokens). */
    resolveOperator(req: FastifyRequest): Promise<OperatorSession | undefined>;
    /** CHECK_REPLIES: replies are parsed with their endpoint's response schema before they are sent. */
    checkReplies: boolean;
    /** The database, for platform pieces that need it (idempotency keys). */
    db: Db;
    /** Each asset's precision, which a refusal's amounts are printed at. */
    assetPrecision: PrecisionOf;
  }
}

/** An answer slower than this is logged (warn) even when access logs are off. */
const SLOW_REQUEST_MS = 1000;

export interface HttpPluginOptions {
  redis?: Redis | undefined;
  /** helmet's options: the security headers of every answer, computed once (security-headers.ts). */
  security: HelmetOptions;
  /** Each asset's precision from the currency list, for the amounts a refusal names. */
  precisionOf: PrecisionOf;
}

/**
 * The wire contract: form + JSON bodies, `lang` per request, the envelope for every
 * handled outcome (HTTP 200), transport faults as 4xx/5xx with a generic localised message, no internals leaked.
 * Every answer carries the security headers; one onRequest hook sets them and the Cache-Control rule (:
 * the app-wide per-request work is kept to that hook and the `lang` one).
 */
export const httpPlugin = fp<HttpPluginOptions>(async (app, opts) => {
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'meridian-rl-' } : {}),
    errorResponseBuilder: () => new AppError('too_many_requests'),
  });

  app.decorateRequest('lang', 'en');
  app.decorate('assetPrecision', opts.precisionOf);
  const security = securityHeaders(opts.security);
  app.addHook('onRequest', (req, reply, done) => {
    void reply.headers(security);
    if (answersForASession(req)) void reply.header('cache-control', 'no-store');
    done();
  });
  // Access logs are off below `debug` (app.ts): a request that took over a second is still logged.
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      const ms = Math.round(reply.elapsedTime);
      req.log.warn({ method: req.method, url: req.url, statusCode: reply.statusCode, ms }, 'slow request');
    }
    done();
  });
  app.addHook('preHandler', (req, _reply, done) => {
    req.lang = requestLang(req.body, req.query, req.headers['accept-language']);
    done();
  });

  app.setNotFoundHandler((req, reply) => {
    void reply
      .code(404)
      .send({ type: 'error', message: translate('not_found', langOf(req)), code: 'not_found' });
  });

  app.setErrorHandler((err: FastifyError | DomainError, req, reply) => {
    const lang = langOf(req);
    if (err instanceof DomainError) {
      // 999 tells this caller about its own session (from any route, handle's or not).
      if (err instanceof AppError && err.kind === '999') void reply.header('cache-control', 'no-store');
      return reply.code(httpStatusOf(err)).send(failBody(err, lang, app.assetPrecision));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .code(413)
        .send({ type: 'error', message: translate('upload_too_large', lang), code: 'upload_too_large' });
    }
    if (status >= 400 && status < 500) {
      req.log.info({ err: { code: err.code, message: err.message } }, 'rejected request');
      return reply
        .code(status)
        .send({ type: 'error', message: translate('parameter_error', lang), code: 'parameter_error' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ type: 'error', message: translate('internal_error', lang), code: 'internal_error' });
  });
});

/**
 * Answers that must never be stored by a browser or a shared cache (`Cache-Control: no-store`): every /api
 * answer to a request carrying a session token (user or operator; tokens come only in Authorization), every
 * operator API answer, and every answer of a route whose auth is 'required' or 'operator' — its errors and 999
 * included. Public calls made without a token (market data) stay cacheable.
 */
function answersForASession(req: FastifyRequest): boolean {
  const url = req.url;
  if (!url.startsWith('/api/')) return false;
  if (url.startsWith('/api/ops/') || req.headers.authorization) return true;
  const auth = req.routeOptions.config.auth;
  return auth === 'required' || auth === 'operator';
}

function langOf(req: FastifyRequest): LangCode {
  return req.lang === 'en' ? requestLang(req.body, req.query, req.headers['accept-language']) : req.lang;
}
