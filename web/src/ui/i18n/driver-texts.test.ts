import { describe, expect, it } from 'vitest';
import { driverTexts } from './driver-texts.ts';

describe("the driver's texts", () => {
  it('has every key in both languages, each with its placeholders, no markup', () => {
    expect(Object.keys(driverTexts.en).sort()).toEqual(Object.keys(driverTexts.nl).sort());
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(driverTexts.nl)) {
      expect(key.startsWith('driver'), key).toBe(true);
      expect(placeholders((driverTexts.en as Record<string, string>)[key] ?? ''), key).toEqual(placeholders(text));
      expect(text, key).not.toMatch(/<\/?\w+>/);
    }
  });
});
