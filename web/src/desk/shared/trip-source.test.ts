import { describe, expect, it } from 'vitest';
import { sourceText } from './trip-source.ts';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('sourceText', () => {
  it('names the staff member who took a phone booking', () => {
    expect(sourceText(t, { kind: 'phone', staff: 'Iris Dekker' })).toBe(
      'desk.newTrip.source_phoneBy {"name":"Iris Dekker"}',
    );
  });

  it('says web, account, or phone without a name', () => {
    expect(sourceText(t, { kind: 'web', staff: null })).toBe('desk.newTrip.source_web');
    expect(sourceText(t, { kind: 'account', staff: null })).toBe('desk.newTrip.source_account');
    expect(sourceText(t, { kind: 'phone', staff: null })).toBe('desk.newTrip.source_phone');
  });
});
