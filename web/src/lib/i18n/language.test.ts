import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteText } from '#shared/messages/site.ts';
import { siteText as hiSiteText } from '#shared/messages/hi/site.ts';
import { firstLanguage, rememberLanguage, rememberedLanguage } from './language.ts';

// Issue #33 (D83): the visit's language, and the Hindi put in place before the first render.
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the visit’s language', () => {
  it('follows the browser’s languages on a first visit', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-US']);
    expect(rememberedLanguage()).toBeNull();
    expect(firstLanguage()).toBe('hi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'en-GB']);
    expect(firstLanguage()).toBe('en');
  });

  it('a remembered choice wins over the browser’s languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
    rememberLanguage('en');
    expect(firstLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a language of ours', () => {
    window.localStorage.setItem('revon.language', 'fr');
    expect(rememberedLanguage()).toBeNull();
  });

  it('a Hindi visit renders the site’s texts in Hindi and shows the server’s English texts in Hindi', async () => {
    const heroTitle = siteText.heroTitle;
    const { startLanguage, inVisitLanguage, activeLanguage, activeLocale } = await import('./language.ts');
    await startLanguage('hi');
    expect(activeLanguage()).toBe('hi');
    expect(activeLocale()).toBe('hi-IN');
    expect(document.documentElement.lang).toBe('hi');
    expect(siteText.heroTitle).toBe(hiSiteText.heroTitle);
    expect(inVisitLanguage(heroTitle)).toBe(hiSiteText.heroTitle);
    expect(inVisitLanguage('This ride is already cancelled')).toBe('This ride is already cancelled');
  });
});
