import { z } from 'zod';
import { langSchema } from './lang.ts';

/**
 * `GET /api/accessibility_statement.json?lang=` (docs/reference/api.md#accessibility-statement): the tenant's
 * accessibility statement in one language, as the European Accessibility Act asks of every operator.
 */
export const accessibilityQuerySchema = z.strictObject({ lang: langSchema });

const text = z.string().min(1).max(2000);

/**
 * A part of the statement: its heading, its paragraphs, then a list (empty when it has none); with `contact` the
 * operator's contact follows it.
 */
export const statementSectionSchema = z.strictObject({
  heading: z.string().min(1).max(200),
  paragraphs: z.array(text).max(10),
  items: z.array(text).max(30),
  contact: z.boolean(),
});
export type StatementSection = z.infer<typeof statementSectionSchema>;

export const accessibilityReplySchema = z.strictObject({
  lang: langSchema,
  company: z.string().min(1),
  /** The day the statement was last checked, `YYYY-MM-DD`. */
  reviewed: z.iso.date(),
  sections: z.array(statementSectionSchema).min(1).max(20),
  /** Where to report a problem: the operator's own contact (its `info`). */
  contact: z.strictObject({ email: z.email(), telText: z.string(), telUrl: z.string() }),
});
export type AccessibilityReply = z.infer<typeof accessibilityReplySchema>;
