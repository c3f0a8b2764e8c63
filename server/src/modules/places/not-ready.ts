/** How long a client (and a balancer's probe) is asked to wait before it asks again while the index is built (`Retry-After`). */
export const indexRetryAfterSeconds = 5;

/**
 * Asked for places before the index is built (the server listens while it builds, docs/operations.md#readiness-and-stopping):
 * answered 503 with `Retry-After` and this message, rather than with no places at all.
 */
export class PlacesNotReadyError extends Error {
  override name = 'PlacesNotReadyError';
  readonly statusCode = 503;
  /** The error handler sends the message as it is, and this as `Retry-After`. */
  readonly expose = true;
  readonly retryAfterSeconds = indexRetryAfterSeconds;
  constructor() {
    super('The address search is starting; try again in a few seconds');
  }
}
