import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatErrorText, formatPrice, orderReference } from './text.ts';

describe('formatErrorText', () => {
  it('drops the $@- and $@ markers and turns $ into a space', () => {
    expect(formatErrorText('Rit$@-niet$@ beschikbaar$op$deze$datum')).toBe('Ritniet beschikbaar op deze datum');
  });

  it('leaves ordinary text alone', () => {
    expect(formatErrorText('Pagina is niet beschikbaar')).toBe('Pagina is niet beschikbaar');
  });
});

describe('formatCents', () => {
  it('shows whole cents as euros without floating point', () => {
    expect(formatCents(1250)).toBe('€ 12,50');
    expect(formatCents(5)).toBe('€ 0,05');
    expect(formatCents(123_456_789)).toBe('€ 1234567,89');
  });
});

describe('formatPrice', () => {
  it('shows euros with a comma and two decimals', () => {
    expect(formatPrice(42.5)).toBe('€ 42,50');
    expect(formatPrice('215')).toBe('€ 215,00');
    expect(formatPrice(0)).toBe('€ 0,00');
  });

  it('shows -- for an empty or unreadable value', () => {
    expect(formatPrice('')).toBe(' -- ');
    expect(formatPrice(null)).toBe(' -- ');
    expect(formatPrice(undefined)).toBe(' -- ');
    expect(formatPrice('abc')).toBe(' -- ');
  });
});

describe('orderReference', () => {
  it('reads D{customer number}/{order id}', () => {
    expect(orderReference(1042, 7)).toBe('D1042/7');
  });
});

describe('formatDate', () => {
  it('writes DD-MM-YYYY in Dutch and DD/MM/YYYY in English, never the month first', () => {
    expect(formatDate('2026-12-24 14:30', 'nl')).toBe('24-12-2026');
    expect(formatDate('2026-12-24', 'en')).toBe('24/12/2026');
  });
});
