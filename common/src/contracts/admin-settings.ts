import { z } from 'zod';
import { pathIdSchema } from './path-id.ts';

/*
 * The operator's configuration over the desk's API, admins only (docs/reference/api.md#admin-settings,
 * docs/decisions/044-configuration-versions.md): the configuration in force with its secrets masked, a save per
 * concern, each a new version, the versions with a diff, and a revert.
 */

/**
 * The concerns a save is made per, each the paths of the tenant file (docs/reference/tenant-settings.md) it replaces.
 * A section's value is a part of the tenant file holding those paths: `texts` is `{ lang, info: { infoHtml, faqHtml } }`.
 * A path the value leaves out stays as it is.
 */
export const settingsSections = {
  company: ['info'],
  texts: ['lang', 'info.infoHtml', 'info.faqHtml'],
  documents: ['logo', 'documents', 'accessibility'],
  settings: ['settings', 'desk', 'alerts', 'privacy'],
  layouts: ['layouts'],
  tariff: ['tariff'],
  classes: ['vehicleClasses'],
  rules: ['serviceRules'],
  places: ['places'],
  payment: ['payment'],
  hosts: ['hostnames', 'origins'],
} as const satisfies Record<string, readonly string[]>;
export type SettingsSection = keyof typeof settingsSections;
export const settingsSectionNames = Object.keys(settingsSections) as [SettingsSection, ...SettingsSection[]];

export const settingsSectionParamsSchema = z.strictObject({ section: z.enum(settingsSectionNames) });

/** A file of the `documents` section (logo, a legal document, its stylesheet), its content in base64. */
export const settingsFileSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9][\w-]*\.(svg|png|html|css|pdf)$/),
  contentBase64: z.string().max(2 * 1024 * 1024),
});

/**
 * `PUT /api/admin/settings/:section`: `version` is the version the change was made on (a save on an older one is
 * refused `settingsConflict`); `value` the section's part of the tenant file; `files` (documents only) new or replaced
 * files, and `removeFiles` files no longer kept.
 */
export const saveSettingsRequestSchema = z.strictObject({
  version: z.number().int().min(1),
  value: z.record(z.string(), z.unknown()),
  files: z.array(settingsFileSchema).max(20).optional(),
  removeFiles: z.array(z.string().max(100)).max(50).optional(),
});
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequestSchema>;

/** The configuration: the tenant file as in force (its secrets masked: `••••` and the last four) and its files. */
export const settingsReplySchema = z.strictObject({
  version: z.number().int(),
  config: z.record(z.string(), z.unknown()),
  /** File name → SHA-256 of its content. */
  files: z.record(z.string(), z.string()),
});
export type SettingsReply = z.infer<typeof settingsReplySchema>;

/** One version: who made it (null: the seed or the command line, `via` says which), when, what it changed. */
export const settingsVersionSchema = z.strictObject({
  version: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  staff: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  via: z.enum(['seed', 'cli', 'desk', 'revert']),
  /** The changed paths, comma-separated. */
  summary: z.string(),
  current: z.boolean(),
});
export type SettingsVersion = z.infer<typeof settingsVersionSchema>;

export const settingsVersionsReplySchema = z.strictObject({ versions: z.array(settingsVersionSchema) });

/** A changed path (`tariff.perKmCents`, `hostnames.1`, `files.logo.svg`): its value before and after (absent: none). */
export const settingsChangeSchema = z.strictObject({
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

/** `GET /api/admin/settings/versions/:n`: the version, its configuration, and what changed since the one before it. */
export const settingsVersionReplySchema = z.strictObject({
  version: settingsVersionSchema,
  config: z.record(z.string(), z.unknown()),
  changes: z.array(settingsChangeSchema),
});
export type SettingsVersionReply = z.infer<typeof settingsVersionReplySchema>;

export const settingsVersionParamsSchema = z.strictObject({ n: pathIdSchema });

/** `POST /api/admin/settings/versions/:n/revert`: optionally the version in force it was asked on. */
export const revertSettingsRequestSchema = z.strictObject({ version: z.number().int().min(1).optional() }).default({});

/** The reply of a save and a revert: the new version in force. */
export const settingsSavedReplySchema = z.strictObject({
  version: z.number().int(),
  changes: z.array(settingsChangeSchema),
});
