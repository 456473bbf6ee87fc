import type { Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AccountService, AuthResult } from './account.service';
import type { BearerSession } from '../../auth/session';

type BearerVerify = (token: string, done: (error: unknown, user?: unknown) => void) => void;

/**
 * The bearer strategy, reading the token from the Authorization header only. passport-http-bearer
 * also takes `access_token` from the query string and the body; a token in a URL ends up in logs,
 * browser history and Referer headers, so those are ignored.
 */
class AuthorizationHeaderBearer extends BearerStrategy<BearerVerify> {
  authenticate(req: Request, options?: object): void {
    const headersOnly = { headers: { authorization: req.headers.authorization } } as unknown as Request;
    super.authenticate(headersOnly, options);
  }
}

/**
 * Passport carries the sign-in strategies: `local` (email + password, with throttling) and `bearer`
 * (signed, unrevoked tokens). Corporate single sign-on (OpenID Connect) lives in auth/sso.ts and
 * modules/sso: it ends in the same bearer tokens.
 */
export function createPassport(accounts: AccountService) {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: false, passReqToCallback: true },
      (req, email, password, done) => {
        accounts
          .login({ user: null, ip: req.ip ?? null }, email, password)
          .then((result) => done(null, result as unknown as Express.User))
          .catch((error) => done(error));
      },
    ),
  );
  passport.use(
    new AuthorizationHeaderBearer((token, done) => {
      accounts
        .userForToken(token)
        .then((session) => done(null, session ? (session as unknown as Express.User) : false))
        .catch((error) => done(error));
    }),
  );

  const run = <T>(strategy: 'local' | 'bearer', req: Request, res: Response) =>
    new Promise<T | null>((resolve, reject) => {
      passport.authenticate(strategy, { session: false }, (error: unknown, result: unknown) =>
        error ? reject(error) : resolve((result as T) || null),
      )(req, res, () => undefined);
    });

  return {
    /** The session of a request's bearer token, or null when absent or invalid. */
    bearer: (req: Request, res: Response) => run<BearerSession>('bearer', req, res),
    /** Signs in with the posted email and password (JSON body). */
    local: (req: Request, res: Response) => run<AuthResult>('local', req, res),
  };
}

export type Authenticator = ReturnType<typeof createPassport>;
