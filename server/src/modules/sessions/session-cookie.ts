import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie of one kind of session (the customer's `sid`, the desk's, a driver's phone's): HttpOnly, for the whole
 * site, Secure when the public URL is https (docs/architecture.md#security).
 */
export function sessionCookie(name: string, options: { publicUrl: string; sameSite: 'lax' | 'strict' }) {
  const cookieOptions: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: options.sameSite,
    secure: options.publicUrl.startsWith('https:'),
  };
  return {
    /** The session token the request's cookie carries, if any. */
    tokenOf: (request: FastifyRequest): string | undefined => request.cookies[name],
    set: (reply: FastifyReply, token: string, maxAgeSeconds: number) =>
      reply.setCookie(name, token, { ...cookieOptions, maxAge: maxAgeSeconds }),
    clear: (reply: FastifyReply) => reply.clearCookie(name, cookieOptions),
  };
}
