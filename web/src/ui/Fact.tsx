import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`): a label the screen reader pairs with what follows. */
export function Fact({ term, className, valueClassName, children }: { term: string; className?: string; valueClassName?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
