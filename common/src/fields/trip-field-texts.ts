import { optionKey, type FieldDefinition } from './field-definition.ts';

/** How the desk words a trip's stored values. */
export interface TripFieldTexts {
  /** A trip field's value: a choice's option text as the customer's form offers it, else the value itself. */
  field(name: string, value: string): string;
  /** The vehicle class: the text of the option of the trip layout that holds it, else the class itself. */
  vehicleClass(value: string): string;
  /** The field of the trip layout whose options hold the vehicle class, if any. */
  vehicleClassField(value: string): string | null;
}

/**
 * The trip layout's choices in words (docs/reference/record-layout.md#layout-entry): the desk shows `Stationwagen`
 * where the trip stores `estate`, in the page's language where the operator translated it.
 */
export function tripFieldTexts(
  definitions: readonly FieldDefinition[],
  text: (key: string) => string | null,
): TripFieldTexts {
  const choices = definitions.filter((definition) => definition.type === 'select');
  const optionText = (definition: FieldDefinition, id: string) => {
    const option = definition.options.find((candidate) => candidate.id === id);
    return option ? (text(optionKey(definition.field, id)) ?? option.text) : null;
  };
  const vehicleDefinition = (value: string) => choices.find((definition) => optionText(definition, value) !== null);
  return {
    field: (name, value) => {
      const definition = choices.find((candidate) => candidate.field === name);
      return (definition && optionText(definition, value)) ?? value;
    },
    vehicleClass: (value) => {
      const definition = vehicleDefinition(value);
      return (definition && optionText(definition, value)) ?? value;
    },
    vehicleClassField: (value) => vehicleDefinition(value)?.field ?? null,
  };
}
