import type { FieldDefinition } from './field-definition.ts';

/**
 * A field definition for tests: an optional, unbounded text field (`f` unless the overrides name another), its keys
 * after its name; override what the test is about.
 */
export function testFieldDefinition(overrides: Partial<FieldDefinition>): FieldDefinition {
  const field = overrides.field ?? 'f';
  return {
    id: 1,
    field,
    type: 'text',
    labelKey: `lbl-${field}`,
    infoKey: `i-${field}`,
    options: [],
    required: false,
    default: '',
    min: 0,
    max: 0,
    minlen: 0,
    maxlen: 0,
    hidden: false,
    ...overrides,
  };
}
