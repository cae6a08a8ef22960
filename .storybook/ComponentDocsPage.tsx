import { useEffect, useState, type ComponentType } from 'react';
import { ArgTypes, Controls, Description, Heading, Markdown, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import sourceFacts from 'virtual:kit-source-facts';
import { factsUnder, type ComponentFacts } from './componentFacts';

function factsMarkdown({ selectors, dataAttributes, cssVariables }: ComponentFacts): string {
  const lines: string[] = [];
  if (selectors.length > 0) {
    lines.push(
      '| Selector | When |',
      '| --- | --- |',
      ...selectors.map(({ selector, note }) => `| \`${selector.replace(/\|/g, '\\|')}\` | ${note} |`),
      '',
    );
  }
  lines.push(
    dataAttributes.length > 0
      ? `**Attributes it renders:** ${dataAttributes.map((name) => `\`${name}\``).join(', ')}`
      : 'It renders no `data-*` attributes of its own.',
    '',
    cssVariables.length > 0
      ? `**Theme variables its styles read:** ${cssVariables.map((name) => `\`${name}\``).join(', ')}`
      : 'Its styles read no theme variables of their own (it inherits colour and font).',
  );
  return lines.join('\n');
}

/** The names `@rigsmith/kit` exports these components under (story-local wrappers are left out). */
function useExportNames(components: readonly unknown[]): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void import('@rigsmith/kit').then((kit) => {
      const entries = Object.entries(kit);
      if (live) setNames(components.flatMap((component) => entries.filter(([, value]) => value === component).map(([name]) => name)));
    });
    return () => {
      live = false;
    };
  }, [components]);
  return names;
}

/**
 * The docs page of every kit story file (`tags: ['autodocs']`): the component's JSDoc, how to
 * import it, the primary story with its code, the props table from the types, the selectors
 * and theme variables to style it with, and every story.
 */
export function ComponentDocsPage() {
  const { csfFile, preparedMeta } = useOf('meta');
  const folder = preparedMeta.title.split('/').at(-1)!;
  const prefixes = (preparedMeta.parameters.kitFiles as string[] | undefined) ?? [`kit/src/components/${folder}/`];
  const subcomponents = Object.entries((preparedMeta.subcomponents ?? {}) as Record<string, ComponentType>);
  const [components] = useState(() => [preparedMeta.component, ...subcomponents.map(([, component]) => component)]);
  const names = useExportNames(components);
  const facts = factsUnder(sourceFacts, prefixes);
  const primary = Object.values(csfFile.stories)[0];
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Heading>Usage</Heading>
      {names.length > 0 && <Source language="tsx" code={`import { ${names.join(', ')} } from '@rigsmith/kit';`} />}
      <Primary />
      {primary && <Source of={primary.moduleExport} />}
      <Controls />
      {subcomponents.map(([name, component]) => (
        <div key={name}>
          <Heading>{name}</Heading>
          <ArgTypes of={component} />
        </div>
      ))}
      <Heading>Selectors and theme variables</Heading>
      <Markdown>{factsMarkdown(facts)}</Markdown>
      <Stories />
    </>
  );
}
