import { useMemo } from 'react';
import { renderMarkdown } from './renderMarkdown';

/** Agreement Markdown rendered safely (see renderMarkdown). */
export function MarkdownPreview({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className="agreement-markdown"
      data-testid={testId}
      style={{ lineHeight: 1.6, overflowWrap: 'anywhere' }}
      // Sanitised by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
