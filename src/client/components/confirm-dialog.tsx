import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';

export type Confirmation = { title: string; description: string; confirmLabel: string };

/** Opened by its caller (open, onOpenChange), or by a button of its own (trigger) that it opens and closes itself. */
type Opening = { open: boolean; onOpenChange: (open: boolean) => void; trigger?: never } | { trigger: ReactNode; open?: never; onOpenChange?: never };

type ConfirmDialogProps = Confirmation & Opening & { onConfirm: () => void };

/**
 * Asks before something that cannot be undone (an alertdialog: focus starts on Cancel, Escape
 * cancels, and screen readers hear the title and the description).
 */
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog {...(trigger ? {} : { open, onOpenChange })}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
