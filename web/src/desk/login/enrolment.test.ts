import { describe, expect, it } from 'vitest';
import { codeProblem, qrImageSource, secretInGroups } from './enrolment.ts';

describe('the enrolment', () => {
  it('shows the QR code as a data: image of the SVG, whatever characters it holds', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Taxi Martini – €</title></svg>';
    const source = qrImageSource(svg);
    expect(source).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Uint8Array.from(atob(source.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(svg);
  });

  it('shows the secret in groups of four', () => {
    expect(secretInGroups('TAXIDEMODESKONLYTAXIDEMODESKONLY')).toBe('TAXI DEMO DESK ONLY TAXI DEMO DESK ONLY');
    expect(secretInGroups('ABCDEF')).toBe('ABCD EF');
  });
});

describe('a typed code', () => {
  it('is six digits, with or without spaces', () => {
    expect(codeProblem('123456')).toBeNull();
    expect(codeProblem(' 123 456 ')).toBeNull();
    expect(codeProblem('')).toBe('deskCodeMissing');
    expect(codeProblem('   ')).toBe('deskCodeMissing');
    expect(codeProblem('12345')).toBe('deskCodeFormat');
    expect(codeProblem('1234567')).toBe('deskCodeFormat');
    expect(codeProblem('12a456')).toBe('deskCodeFormat');
  });
});
