import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetRequestSchema } from '#common/contracts/account.ts';
import { postForReply } from '../../../shared/api/api-client.ts';
import { loginOutcome, type LoginOutcome } from '../../../shared/login/login-reply.ts';

type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** `POST /api/password_reset.json` (ours): sets a new password with the mailed token; answers like a login refusal. */
export async function postPasswordReset(request: PasswordResetRequest, signal?: AbortSignal): Promise<LoginOutcome> {
  return postForReply('/api/password_reset.json', request, loginOutcome, signal);
}

export function usePasswordReset() {
  return useMutation({ mutationFn: (request: PasswordResetRequest) => postPasswordReset(request) });
}
