import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line.ts';

describe('oneLine', () => {
  it('makes line breaks, tabs and control characters one space and trims the ends', () => {
    expect(oneLine('Jan\r\nJansen')).toBe('Jan Jansen');
    expect(oneLine(' Jan \n\n\t Jansen\u2028Bcc: x ')).toBe('Jan Jansen Bcc: x');
    expect(oneLine('Jan\u0000\u0007Jansen\u007f')).toBe('Jan Jansen');
    expect(oneLine('Anneke Müller')).toBe('Anneke Müller');
    expect(oneLine('\n\r\t')).toBe('');
  });
});
