import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

/** The photo's shade at a given strength (percent). */
const scrim = (percent: number) =>
  `color-mix(in srgb, ${vars.color.imageScrim} ${percent}%, transparent)`;

export const page = style({
  minHeight: '100dvh',
  paddingBottom: `calc(${vars.size.bottomBar} + ${vars.space.xl})`,
});

export const hero = style({
  position: 'relative',
  minHeight: '200px',
  display: 'flex',
  alignItems: 'flex-end',
  padding: vars.space.lg,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  color: vars.color.onImage,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: `linear-gradient(to top, ${scrim(78)}, ${scrim(15)})`,
    },
  },
});

export const heroInner = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  width: '100%',
});

export const logo = style({
  display: 'block',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  flex: 'none',
  border: `2px solid color-mix(in srgb, ${vars.color.onImage} 80%, transparent)`,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const tableName = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.92 });

export const compactBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  fontWeight: vars.fontWeight.bold,
});

export const section = style({ padding: `${vars.space.lg} ${vars.space.lg} 0` });
export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const banner = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.sm,
});

export const menuGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const menuCard = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});
export const menuCardBody = style({ padding: vars.space.sm });
export const menuCardName = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const menuPrices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const featuredRow = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  paddingBottom: vars.space.sm,
  scrollSnapType: 'x mandatory',
});
export const featured = style({ flex: '0 0 140px', scrollSnapAlign: 'start' });
export const featuredName = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hoursList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
});
export const hoursRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
});

/** The media links: a grid of tiles, each an icon over its name. */
export const media = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: vars.space.sm,
});
export const mediaLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  ':focus-visible': focusRing(),
});
export const mediaName = style({
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const announcement = style({
  margin: 0,
  whiteSpace: 'pre-line',
  color: vars.color.textMuted,
});

export const orderBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.md} ${vars.space.lg} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  zIndex: 3,
});

export const languageSelect = style({ marginInlineStart: 'auto', flex: 'none' });

export const thumb = style({ aspectRatio: '4 / 3', width: '100%' });
export const featuredThumb = style({ aspectRatio: '1', width: '100%' });
