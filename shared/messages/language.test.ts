import { describe, expect, it } from 'vitest';
import { matchLanguage, pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr-FR,hi;q=0.5', 'hi'],
    ['en;q=0.2,hi;q=0.8', 'hi'],
    ['hi;q=0,en', 'en'],
    ['HI', 'hi'],
    ['ta-IN,mr-IN', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['hi;q=abc,en;q=0.1', 'en'],
  ] as const)('Accept-Language %j → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('reads navigator.languages in their order, and nothing as English', () => {
    expect(pickLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(pickLanguage(['en-GB', 'hi'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });

  it('matchLanguage answers null when none of ours is named', () => {
    expect(matchLanguage('*')).toBeNull();
    expect(matchLanguage('ta-IN')).toBeNull();
    expect(matchLanguage(undefined)).toBeNull();
    expect(matchLanguage('hi')).toBe('hi');
  });
});
