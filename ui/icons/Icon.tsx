import type { ReactElement, SVGProps } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Icon.css';
import { svgPaint } from './paint';
import { glyphPaths } from './paths';
import { iconAliases, iconKind, isIconName } from './keys';
import type { IconName } from './keys';

export const iconSizes = ['sm', 'md', 'lg'] as const;
export const iconVariants = ['plain', 'tinted', 'badge'] as const;
export const iconTones = ['neutral', 'allergen', 'spicy', 'diet', 'cold'] as const;

export type IconSize = (typeof iconSizes)[number];
export type IconVariant = (typeof iconVariants)[number];
export type IconTone = (typeof iconTones)[number];

/** A name `<Icon>` accepts: ours, or one of the spellings found in menu data (`nuts`, `pork`). */
export type IconNameOrAlias = IconName | keyof typeof iconAliases;

const toneOf: Partial<Record<IconName, IconTone>> = {
  mild_spicy: 'spicy',
  medium_spicy: 'spicy',
  very_spicy: 'spicy',
  vegetarian: 'diet',
  vegan: 'diet',
  gluten_free: 'diet',
  frozen_origin: 'cold',
  blast_freezing: 'cold',
};

/** The colour family of an icon: allergens `allergen`, heat `spicy`, diets `diet`, the cold chain `cold`, the rest `neutral`. */
export function iconTone(name: IconName): IconTone {
  return iconKind(name) === 'allergen' ? 'allergen' : (toneOf[name] ?? 'neutral');
}

/** The locale id of an icon's name (`icon.gluten`), for callers that show it as text. */
export function iconMessageId(name: IconName): `icon.${IconName}` {
  return `icon.${name}`;
}

function resolve(name: string): IconName {
  const resolved = name in iconAliases ? iconAliases[name as keyof typeof iconAliases] : name;
  if (!isIconName(resolved)) {
    throw new Error(
      `Icon: no icon is named "${name}". Read menu data through parseDishTags(), which reports unknown tags.`,
    );
  }
  return resolved;
}

export interface IconProps {
  /** Which icon: an allergen, dish label, navigation or control key; `nuts` and `pork` are accepted too. */
  name: IconNameOrAlias;
  /**
   * The accessible name. By default the icon's own name in the current language
   * (`icon.gluten` → "Gluten", "Glutine", "麸质"…). Pass a string to say something more specific,
   * or `false` when a visible text beside the icon already says it: the icon is then hidden
   * from assistive technology.
   * @default the icon's localised name
   */
  label?: string | false;
  /**
   * `sm` 18 px, `md` 24 px, `lg` 36 px (the glyph; a badge adds a thin ring of padding).
   * @default 'md'
   */
  size?: IconSize;
  /**
   * `plain` draws in the surrounding text colour; `tinted` colours the glyph by its tone;
   * `badge` puts it on a filled disc of its tone.
   * @default 'badge' for allergens and dish labels, 'plain' for the rest
   */
  variant?: IconVariant;
  /**
   * The colour family for `tinted` and `badge`.
   * @default by name: see `iconTone()`
   */
  tone?: IconTone;
  className?: string;
}

const drawn = new Map<IconName, ReactElement[]>();

/**
 * An icon's paths as elements, made once per icon: the same elements on every render, which React
 * then leaves as they are.
 */
function drawing(key: IconName): ReactElement[] {
  let paths = drawn.get(key);
  if (!paths) {
    paths = glyphPaths[key].map((path, i) =>
      typeof path === 'string' ? <path key={i} d={path} /> : <path key={i} {...path} />,
    );
    drawn.set(key, paths);
  }
  return paths;
}

/** One of the product's icons, looked up by key, with a name in the diner's language. */
export function Icon({ name, label, size = 'md', variant, tone, className }: IconProps) {
  const intl = useIntl();
  const key = resolve(name);
  const kind = iconKind(key);
  const chosenVariant = variant ?? (kind === 'allergen' || kind === 'label' ? 'badge' : 'plain');
  const accessibleName =
    label === false ? undefined : (label ?? intl.formatMessage({ id: iconMessageId(key) }));
  // The <svg> itself is the icon's box (its size, disc and colour), with no element around it:
  // a dish card shows five to seven icons, each element one more to style and lay out.
  const svgProps: SVGProps<SVGSVGElement> = {
    viewBox: '0 0 24 24',
    ...svgPaint,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: false,
    className: [
      styles.icon({ size, variant: chosenVariant, tone: tone ?? iconTone(key) }),
      className,
    ]
      .filter(Boolean)
      .join(' '),
  };
  return (
    <svg
      {...svgProps}
      data-icon={key}
      {...(accessibleName === undefined
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': accessibleName })}
    >
      {drawing(key)}
    </svg>
  );
}
