import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name';

const miso = {
  EN: { name: 'Miso soup', description: '' },
  IT: { name: 'Zuppa di miso', description: '' },
  ZH: { name: '味噌汤', description: '' },
};

describe('localizedName', () => {
  it("takes the diner's language, in either shape data carries it", () => {
    expect(localizedName(miso, 'ZH', 'Zuppa di miso')).toBe('味噌汤');
    expect(localizedName({ EN: 'Lunch', IT: 'Pranzo' }, 'EN', 'Pranzo')).toBe('Lunch');
  });

  it('falls back to English, then to the name the restaurant displays', () => {
    expect(localizedName(miso, 'FR', 'Zuppa di miso')).toBe('Miso soup');
    expect(localizedName({ IT: 'Pranzo' }, 'DE', 'Pranzo')).toBe('Pranzo');
    expect(localizedName(null, 'EN', 'Zuppa di miso')).toBe('Zuppa di miso');
    expect(localizedName(undefined, 'EN', '')).toBe('');
  });

  it('skips blank translations and entries of another shape', () => {
    expect(localizedName({ ZH: '  ', EN: 'Miso soup' }, 'ZH', 'x')).toBe('Miso soup');
    expect(localizedName({ ZH: { name: '' }, EN: 7 }, 'ZH', 'Zuppa di miso')).toBe('Zuppa di miso');
  });
});
