import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Props = { id: string; eyebrow?: string; title: string; children?: ReactNode; className?: string };

/** A section's eyebrow, h2 (the section's accessible name, via `id`) and intro. */
export function SectionHeading({ id, eyebrow, title, children, className }: Props) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold text-primary">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg text-muted-foreground text-pretty">{children}</div>}
    </div>
  );
}
