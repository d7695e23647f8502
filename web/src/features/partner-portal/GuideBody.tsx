import type { ReactNode } from 'react';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ErrorsTable } from './ErrorsTable.tsx';
import type { GuideBlock, GuideInline } from './guide-markdown.ts';
import { quickstartSnippets } from './quickstart-snippets.ts';
import { RateLimitsTable } from './RateLimitsTable.tsx';

function Inline({ parts }: { parts: GuideInline[] }): ReactNode {
  return parts.map((part, index) => {
    if (part.type === 'code') return <code key={index}>{part.text}</code>;
    if (part.type === 'strong') return <strong key={index}>{part.text}</strong>;
    // A shop path keeps the page's language and is followed by the router; the download and the reference page are files.
    if (part.type === 'link') {
      return part.href.startsWith('/') && !part.href.startsWith('/partner-api/') ? (
        <LocalLink key={index} to={part.href}>
          {part.text}
        </LocalLink>
      ) : (
        <a key={index} href={part.href}>
          {part.text}
        </a>
      );
    }
    return part.text;
  });
}

function Directive({ name, argument }: { name: string; argument: string }) {
  if (name === 'errors') return <ErrorsTable />;
  if (name === 'rate-limits') return <RateLimitsTable />;
  const snippet = name === 'snippet' ? quickstartSnippets[argument] : undefined;
  if (!snippet) throw new Error(`A guide names ::${name} ${argument}, which the portal does not have`);
  return <CodeBlock language={snippet.language} code={snippet.code} />;
}

/** A guide's blocks as the page shows them; its headings start at h2 (the guide's title is the page's h1). */
export function GuideBody({ blocks }: { blocks: GuideBlock[] }) {
  return (
    <div className="portal-guide">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={index} id={block.id}>
                <Inline parts={block.inline} />
              </Heading>
            );
          }
          case 'paragraph':
            return (
              <p key={index}>
                <Inline parts={block.inline} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline parts={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'code':
            return <CodeBlock key={index} language={block.language} code={block.text} />;
          case 'directive':
            return <Directive key={index} name={block.name} argument={block.argument} />;
        }
      })}
    </div>
  );
}
