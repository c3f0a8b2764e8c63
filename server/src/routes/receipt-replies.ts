import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { receiptErrorStatus, receiptErrorWords } from '#common/contracts/receipts.ts';
import type { ReceiptFile } from '../modules/receipts/plugin.ts';

/** The receipt calls' replies: the PDF's bytes, or a refusal's words as plain text (Fastify serializes neither). */
export const receiptReplies = { 200: z.instanceof(Buffer), 404: z.string(), 409: z.string() };

/**
 * A receipt as the browser opens it (docs/reference/api.md#receipts): shown (`inline`) with a file name to save it by,
 * never kept by a cache in between; a refusal in words, in both languages, with its status.
 */
export function sendReceipt(reply: FastifyReply, file: ReceiptFile): FastifyReply {
  reply.header('cache-control', 'private, no-store');
  if (!file.ok)
    return reply
      .code(receiptErrorStatus[file.error])
      .type('text/plain; charset=utf-8')
      .send(receiptErrorWords[file.error].join('\n'));
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .send(file.pdf);
}
