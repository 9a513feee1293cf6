// The introduction's map of the library, made from Storybook's own story index (index.json, which
// `storybook dev` serves and `storybook build` writes beside iframe.html): a story or a screen
// added, renamed or removed shows here without anyone editing the page.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

type IndexEntry = {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
};

type Index = { entries: Record<string, IndexEntry> };

/** The index's entries once loaded; an error message when it could not be read. */
function useStoryIndex(): IndexEntry[] | string | null {
  const [entries, setEntries] = useState<IndexEntry[] | string | null>(null);
  useEffect(() => {
    let live = true;
    fetch('./index.json')
      .then((response) => {
        if (!response.ok) throw new Error(`index.json: HTTP ${response.status}`);
        return response.json() as Promise<Index>;
      })
      .then((index) => live && setEntries(Object.values(index.entries)))
      .catch((error: unknown) => live && setEntries(String(error)));
    return () => {
      live = false;
    };
  }, []);
  return entries;
}

/** A link that opens an entry in the Storybook around this page. */
function EntryLink({ entry, children }: { entry: IndexEntry; children: ReactNode }) {
  const kind = entry.type === 'docs' ? 'docs' : 'story';
  return (
    <a href={`./?path=/${kind}/${entry.id}`} target="_top">
      {children}
    </a>
  );
}

/** Entries grouped by a key, in the order the index lists them (Storybook's sidebar order). */
function groupBy<K>(entries: IndexEntry[], key: (e: IndexEntry) => K): Map<K, IndexEntry[]> {
  const groups = new Map<K, IndexEntry[]>();
  for (const entry of entries) {
    const k = key(entry);
    groups.set(k, [...(groups.get(k) ?? []), entry]);
  }
  return groups;
}

const folder = (importPath: string) => importPath.replace(/^\.\//, '').replace(/\/[^/]+$/, '/');

function useSection(prefix: string) {
  const entries = useStoryIndex();
  if (entries === null) return { state: <p>Reading the story index…</p> };
  if (typeof entries === 'string') return { state: <p role="alert">{entries}</p> };
  return { entries: entries.filter((e) => e.title.startsWith(prefix)) };
}

/** Every component of `ui/`, linked to its page, with how many stories it has and where it lives. */
export function ComponentList() {
  const { state, entries } = useSection('Components/');
  if (!entries) return state;
  const byTitle = groupBy(entries, (e) => e.title);
  const stories = entries.filter((e) => e.type === 'story').length;
  return (
    <>
      <p>
        {byTitle.size} components, {stories} stories.
      </p>
      <ul style={{ columns: '16rem', paddingLeft: '1.2em' }}>
        {[...byTitle].map(([title, group]) => {
          const page = group.find((e) => e.type === 'docs') ?? group[0]!;
          const count = group.filter((e) => e.type === 'story').length;
          return (
            <li key={title}>
              <EntryLink entry={page}>{title.replace('Components/', '')}</EntryLink> ({count}){' '}
              <code>{folder(group.find((e) => e.type === 'story')?.importPath ?? '')}</code>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Every screen, grouped by the part of the product it belongs to, with the states it shows. */
export function ScreenList() {
  const { state, entries } = useSection('Screens/');
  if (!entries) return state;
  const stories = entries.filter((e) => e.type === 'story');
  const byArea = groupBy(stories, (e) => e.title.split('/')[1] ?? '');
  return (
    <>
      <p>
        {groupBy(stories, (e) => e.title).size} screens in {byArea.size} parts of the product,{' '}
        {stories.length} states.
      </p>
      {[...byArea].map(([area, group]) => (
        <section key={area}>
          <h3>
            {area} <code style={{ fontSize: '0.8em' }}>{folder(group[0]!.importPath)}</code>
          </h3>
          <ul style={{ paddingLeft: '1.2em' }}>
            {[...groupBy(group, (e) => e.title)].map(([title, states]) => (
              <li key={title}>
                <EntryLink entry={states[0]!}>
                  <strong>{title.split('/').slice(2).join('/')}</strong>
                </EntryLink>
                : {states.map((s) => s.name).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
