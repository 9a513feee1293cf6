import { useContext } from 'react';
import {
  Canvas,
  Controls,
  Description,
  DocsContext,
  Heading,
  Markdown,
  Subheading,
  Title,
} from '@storybook/addon-docs/blocks';
import { guidelines } from './guidelines';
import type { Guideline } from './guidelines';

function DoAndDont({ guideline }: { guideline: Guideline }) {
  const column = (heading: string, items: readonly string[], mark: string, tone: string) => (
    <section
      aria-label={heading}
      style={{ flex: '1 1 280px', borderTop: `4px solid ${tone}`, paddingTop: 8 }}
    >
      <Subheading>{heading}</Subheading>
      <ul style={{ listStyle: 'none', paddingLeft: 0 }}>
        {items.map((item) => (
          <li key={item} style={{ display: 'flex', gap: 8, margin: '6px 0' }}>
            <span aria-hidden="true">{mark}</span>
            <span>
              <Markdown>{item}</Markdown>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {column('Do', guideline.do, '✓', '#2f9e66')}
      {column('Don’t', guideline.dont, '✗', '#d64545')}
    </div>
  );
}

/**
 * The page of every component (autodocs): its purpose (the component's JSDoc), do's and don'ts
 * (guidelines.ts), its props table read from the TypeScript types and their JSDoc, then every
 * story. Dialogs and sheets render each story in its own frame, so that a modal stays inside it.
 */
export function ComponentPage() {
  const context = useContext(DocsContext);
  const stories = context.componentStories();
  const primary = stories[0];
  const guideline = primary ? guidelines[primary.title] : undefined;
  const framed = guideline?.overlay ?? false;
  return (
    <>
      <Title />
      <Description />
      {guideline?.purpose ? <Markdown>{guideline.purpose}</Markdown> : null}
      {guideline ? <DoAndDont guideline={guideline} /> : null}
      <Heading>Props</Heading>
      <Controls />
      <Heading>Stories</Heading>
      {stories.map((story) => (
        <section key={story.id} id={`anchor--${story.id}`}>
          <Subheading>{story.name}</Subheading>
          <Description of={story.moduleExport} />
          <Canvas
            of={story.moduleExport}
            story={framed ? { inline: false, height: '560px' } : { inline: true }}
          />
        </section>
      ))}
    </>
  );
}
