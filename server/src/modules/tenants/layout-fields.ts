import { fieldDefinitions, type FieldDefinition } from '#common/fields/field-definition.ts';
import type { Tenant } from './tenant-registry.ts';

const cache = { trip: new WeakMap<Tenant, FieldDefinition[]>(), userinfo: new WeakMap<Tenant, FieldDefinition[]>() };

/** The fields of one of the tenant's record layouts (trip or personal details), built once per tenant. */
export function layoutFields(tenant: Tenant, layout: 'trip' | 'userinfo'): FieldDefinition[] {
  let definitions = cache[layout].get(tenant);
  if (!definitions) {
    definitions = fieldDefinitions(tenant.layouts[layout]);
    cache[layout].set(tenant, definitions);
  }
  return definitions;
}
