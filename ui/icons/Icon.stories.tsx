import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Icon, iconSizes, iconVariants, iconTones, iconMessageId } from './Icon';
import { allergenKeys, labelKeys, mediaIconKeys, navIconKeys, uiIconKeys } from './keys';
import { allergensOf, labelsOf, parseDishTags } from '../../core/dish-tags/tags';
import type { IconName } from './keys';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { vars } from '../../tokens';

const meta = {
  title: 'Components/Icon',
  tags: ['autodocs'],
  component: Icon,
  args: { name: 'gluten' },
  argTypes: {
    name: {
      control: 'select',
      options: [...allergenKeys, ...labelKeys, ...navIconKeys, ...mediaIconKeys, ...uiIconKeys],
    },
    size: { control: 'inline-radio', options: iconSizes },
    variant: { control: 'inline-radio', options: iconVariants },
    tone: { control: 'inline-radio', options: iconTones },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const families = [
  { title: 'Allergens', names: allergenKeys },
  { title: 'Dish labels', names: labelKeys },
  { title: 'Navigation', names: navIconKeys },
  { title: 'Media links', names: mediaIconKeys },
  { title: 'Controls', names: uiIconKeys },
] as const;

function Cell({ name }: { name: IconName }) {
  return (
    <figure
      title={name}
      data-icon-name={name}
      style={{
        margin: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 4,
        textAlign: 'center',
        fontSize: vars.fontSize.xs,
        lineHeight: vars.lineHeight.tight,
      }}
    >
      <Icon name={name} label={false} />
      <figcaption>
        <FormattedMessage id={iconMessageId(name)} />
      </figcaption>
    </figure>
  );
}

/** Every icon with its name in the current language (hover for its key). */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {families.map((f) => (
        <section key={f.title} aria-label={f.title}>
          <h2 style={{ margin: '0 0 6px', fontSize: vars.fontSize.sm }}>{f.title}</h2>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: '8px 2px' }}>
            {f.names.map((n) => (
              <Cell key={n} name={n} />
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tree nuts')).toBeVisible();
    await expect(canvas.getByText('Full screen')).toBeVisible();
    // Shown beside their names, the pictures stay out of the accessibility tree.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** One icon alone: it names itself for screen readers. */
export const Single: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Gluten' })).toBeVisible();
  },
};

/** The three treatments: the glyph in the text colour, coloured by tone, and on a disc. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {iconVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <code style={{ width: 56 }}>{variant}</code>
          {(
            ['gluten', 'mild_spicy', 'very_spicy', 'vegan', 'frozen_origin', 'pig', 'cart'] as const
          ).map((n) => (
            <Icon key={n} name={n} variant={variant} />
          ))}
        </div>
      ))}
    </div>
  ),
};

/** 18, 24 and 36 px; allergens stay readable at the smallest. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {iconSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
          {allergenKeys.map((n) => (
            <Icon key={n} name={n} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};

/** A dish's tags as menu data carries them: one `*`-separated string, with the other spellings. */
export const FromMenuData: Story = {
  render: () => {
    const { tags, unknown } = parseDishTags('gluten*nuts*milk*very_spicy*pork*truffle');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <strong>Tagliatelle al ragù piccante</strong>
        <div style={{ display: 'flex', gap: 6 }} aria-label="Allergens" role="group">
          {allergensOf(tags).map((n) => (
            <Icon key={n} name={n} size="sm" />
          ))}
        </div>
        <div style={{ display: 'flex', gap: 6 }} aria-label="Labels" role="group">
          {labelsOf(tags).map((n) => (
            <Icon key={n} name={n} size="sm" />
          ))}
        </div>
        <small style={{ color: vars.color.textMuted }}>Not recognised: {unknown.join(', ')}</small>
      </div>
    );
  },
  play: async ({ canvas }) => {
    for (const name of ['Gluten', 'Tree nuts', 'Milk', 'Very spicy', 'Contains pork']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
    await expect(canvas.getByText('Not recognised: truffle')).toBeVisible();
  },
};

/** The aliases render the same icon as our names. */
export const Aliases: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Icon name="nuts" />
      <Icon name="pork" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Tree nuts' })).toHaveAttribute(
      'data-icon',
      'tree_nuts',
    );
    await expect(canvas.getByRole('img', { name: 'Contains pork' })).toHaveAttribute(
      'data-icon',
      'pig',
    );
  },
};

/** Names follow the diner's language. */
export const German: Story = {
  globals: { locale: 'DE' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Icon name="tree_nuts" />
      <Icon name="molluscs" />
      <Icon name="call_waiter" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Schalenfrüchte' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Weichtiere' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Bedienung rufen' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Icon name="sesame" />
      <Icon name="very_spicy" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '芝麻' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '特辣' })).toBeVisible();
  },
};

/** A caller's own wording wins; `label={false}` hides a picture that a visible text already names. */
export const Labels: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Icon name="warning" label="Contains raw fish: ask staff if pregnant" />
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <Icon name="clock" label={false} /> Next round in 04:32
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(
      canvas.getByRole('img', { name: 'Contains raw fish: ask staff if pregnant' }),
    ).toBeVisible();
  },
};

export const Themes: Story = {
  render: () => (
    <ThemeGrid minWidth={300}>
      {iconVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          {[
            ...allergenKeys.slice(0, 4),
            'mild_spicy',
            'vegetarian',
            'blast_freezing',
            'additives',
            'home',
            'star_filled',
          ].map((n) => (
            <Icon key={n} name={n as IconName} variant={variant} size="sm" />
          ))}
        </div>
      ))}
    </ThemeGrid>
  ),
};

/** Every icon in every theme, as badges or in the text colour. */
export const AllInThemes: Story = {
  render: () => (
    <ThemeGrid minWidth={340}>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {[...allergenKeys, ...labelKeys].map((n) => (
          <Icon key={n} name={n} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {[...navIconKeys, ...mediaIconKeys, ...uiIconKeys].map((n) => (
          <Icon key={n} name={n} />
        ))}
      </div>
    </ThemeGrid>
  ),
};
