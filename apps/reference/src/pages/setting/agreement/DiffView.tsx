import type { CSSProperties } from 'react';
import type { DiffPart } from './textDiff';

const styles: Record<DiffPart['kind'], CSSProperties> = {
  added: { background: 'rgb(var(--green-1))', color: 'rgb(var(--green-7))', textDecoration: 'none' },
  removed: { background: 'rgb(var(--red-1))', color: 'rgb(var(--red-7))' },
  same: {},
};

/** Text with additions (ins, green) and removals (del, red, struck through). */
export function DiffView({ parts }: { parts: DiffPart[] }) {
  return (
    <pre
      data-testid="agreement-diff"
      style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0, maxHeight: 480, overflow: 'auto' }}
    >
      {parts.map((part, index) => {
        if (part.kind === 'added')
          return (
            <ins key={index} style={styles.added}>
              {part.text}
            </ins>
          );
        if (part.kind === 'removed')
          return (
            <del key={index} style={styles.removed}>
              {part.text}
            </del>
          );
        return <span key={index}>{part.text}</span>;
      })}
    </pre>
  );
}
