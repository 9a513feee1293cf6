import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../core/settings/catalog';
import {
  DOMAIN_DOC,
  constantRows,
  renderDomainDoc,
  settingRows,
  shown,
  withoutSpecReferences,
} from './docs-settings';

describe('the generated tables of docs/domain.md', () => {
  it('are what npm run docs:settings writes from the settings catalogue and the rule constants', async () => {
    const doc = readFileSync(DOMAIN_DOC, 'utf8');
    // When this fails: run `npm run docs:settings` and commit docs/domain.md.
    expect(await renderDomainDoc(doc)).toBe(doc);
  });

  it('list every setting of the catalogue, with the default its reader gives a missing value', () => {
    const rows = settingRows();
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(SETTINGS).sort());
    const theme = rows.find((r) => r.key === 'theme')!;
    expect(theme).toMatchObject({ id: 158, name: 'theme', defaultValue: '`dark`' });
    expect(rows.find((r) => r.key === 'openTableAudit')?.defaultValue).toBe('on');
    expect(rows.every((r) => r.meaning !== '')).toBe(true);
  });

  it('list the exported constants of core/rules/config.ts with their values', () => {
    const rows = constantRows();
    expect(rows.find((r) => r.name === 'DEFAULT_TURN_DISHES')?.value).toBe('`100`');
    expect(rows.find((r) => r.name === 'TAKEAWAY_TABLE_ID')?.value).toBe('`-1`');
  });

  it('word values and drop the references to the specification', () => {
    expect(shown(true)).toBe('on');
    expect(shown(null)).toBe('none');
    expect(shown({ lateMinutes: 10, on: false })).toBe('lateMinutes `10`, on off');
    expect(withoutSpecReferences('Default category limit (ordering.md §9: 9999).')).toBe(
      'Default category limit.',
    );
    expect(
      withoutSpecReferences('The rule configuration with every default of ordering.md §9 and more'),
    ).toBe('The rule configuration with every default and more');
  });
});
