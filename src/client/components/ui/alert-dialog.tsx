import { AlertDialog as AlertPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button';

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertPrimitive.Content>) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <AlertPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-background p-6 shadow-lg',
          className,
        )}
        {...props}
      />
    </AlertPrimitive.Portal>
  );
}

export const AlertDialogTitle = ({ className, ...props }: ComponentProps<typeof AlertPrimitive.Title>) => (
  <AlertPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
);

export const AlertDialogDescription = ({ className, ...props }: ComponentProps<typeof AlertPrimitive.Description>) => (
  <AlertPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
);

export const AlertDialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);

export const AlertDialogCancel = ({ className, ...props }: ComponentProps<typeof AlertPrimitive.Cancel>) => (
  <AlertPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />
);

export const AlertDialogAction = ({ className, ...props }: ComponentProps<typeof AlertPrimitive.Action>) => (
  <AlertPrimitive.Action className={cn(buttonVariants({ variant: 'destructive' }), className)} {...props} />
);
