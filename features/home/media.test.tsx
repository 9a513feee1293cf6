import { describe, expect, it } from 'vitest';
import { mediaHref, mediaKind } from './media';

describe('media links', () => {
  it('knows every kind the spec names, however the restaurant spells it', () => {
    expect(mediaKind('Facebook')).toBe('facebook');
    expect(mediaKind('TikTok')).toBe('tiktok');
    expect(mediaKind('X')).toBe('twitter');
    expect(mediaKind('Trip Advisor')).toBe('tripadvisor');
    expect(mediaKind('whatsapp')).toBe('whatsapp');
    expect(mediaKind('INSTAGRAM')).toBe('instagram');
    expect(mediaKind('Google Maps')).toBe('google');
    expect(mediaKind('official website')).toBe('website');
    expect(mediaKind('Reservation')).toBe('reservation');
    expect(mediaKind('take-away')).toBe('takeaway');
    expect(mediaKind('Our blog')).toBeNull();
  });

  it('gives every name the demo restaurant uses an icon', () => {
    const demo = ['facebook', 'instagram', 'tripadvisor', 'whatsapp', 'google', 'website'];
    for (const name of [...demo, 'reservation', 'takeaway'])
      expect(mediaKind(name), name).not.toBeNull();
  });

  it('opens a WhatsApp chat for a number, other links as given', () => {
    expect(mediaHref('WhatsApp', '+39 333')).toBe('+39 333');
    expect(mediaHref('WhatsApp', '+393331234567')).toBe('https://wa.me/393331234567');
    expect(mediaHref('website', '393331234567')).toBe('393331234567');
  });
});
