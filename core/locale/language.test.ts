import { describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguage, languageFromBrowser } from './language';

describe('languageFromBrowser', () => {
  it('takes the first two letters of the browser language, upper-cased', () => {
    expect(languageFromBrowser('it-IT')).toBe('IT');
    expect(languageFromBrowser('zh-Hans-CN')).toBe('ZH');
    expect(languageFromBrowser('de')).toBe('DE');
    expect(languageFromBrowser('pt-BR')).toBe('PT');
    expect(languageFromBrowser('FR-ca')).toBe('FR');
    expect(languageFromBrowser('es-419')).toBe('ES');
    expect(languageFromBrowser('en-GB')).toBe('EN');
  });

  it('falls back to EN for unsupported, empty or missing languages', () => {
    expect(languageFromBrowser('ja-JP')).toBe('EN');
    expect(languageFromBrowser('')).toBe('EN');
    expect(languageFromBrowser(undefined)).toBe('EN');
    expect(languageFromBrowser(null)).toBe('EN');
    expect(languageFromBrowser('i')).toBe('EN');
  });

  it('knows exactly the seven bundled languages', () => {
    expect(LANGUAGES).toEqual(['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR']);
    expect(isLanguage('IT')).toBe(true);
    expect(isLanguage('it')).toBe(false);
    expect(isLanguage('NL')).toBe(false);
  });
});
