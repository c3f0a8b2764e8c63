import { loginFeedbackSchema, type LoginFeedback } from '#common/contracts/account.ts';
import { loginRespSchema, type LoginResp } from '#common/contracts/login-resp.ts';

/** What a login or reset answer means for the login form (docs/reference/api.md#login). */
export type LoginOutcome =
  /** Logged in: the reply is the new app state. */
  | { kind: 'session'; resp: LoginResp }
  /** A refusal (`error`, a key) or the answer to a reset (`message`, a key): shown as login feedback. */
  | { kind: 'feedback'; tone: 'error' | 'success'; key: string }
  /** An answer of no known shape. */
  | { kind: 'failed' };

/** Reads the body of a login answer, a refusal (4xx) included. */
export function loginOutcome(body: unknown): LoginOutcome {
  const feedback = loginFeedbackSchema.safeParse(body);
  if (feedback.success) return feedbackOutcome(feedback.data);
  const resp = loginRespSchema.safeParse(body);
  if (resp.success) return { kind: 'session', resp: resp.data };
  // A refusal that the contract does not know yet still says why, where it names a reason.
  if (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'string' &&
    body.error !== ''
  ) {
    return { kind: 'feedback', tone: 'error', key: body.error };
  }
  return { kind: 'failed' };
}

function feedbackOutcome(feedback: LoginFeedback): LoginOutcome {
  if (feedback.error !== '') return { kind: 'feedback', tone: 'error', key: feedback.error };
  if (feedback.message !== '') return { kind: 'feedback', tone: 'success', key: feedback.message };
  return { kind: 'failed' };
}
