import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The browser's own select, styled like the inputs: phones show their native picker and it
 * needs no extra script. An invalid one (aria-invalid) gets the destructive border.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
