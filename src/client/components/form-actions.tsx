import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from './confirm-dialog';
import { Button } from './ui/button';

type FormActionsProps = {
  /** True while saving or deleting: every button waits. */
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** Shown (left of Cancel) only when the form edits something that can be deleted; runs once confirmed. */
  onDelete?: (() => void) | undefined;
  deleting?: boolean;
  /** What the confirmation before deleting says. */
  confirmDelete?: Confirmation;
};

const defaultConfirmation: Confirmation = { title: 'Delete this?', description: "This can't be undone.", confirmLabel: 'Delete' };

/** The foot of an add/edit dialog's form: Delete on its own side, then Cancel and the submit button; stacked on phones. */
export function FormActions({ busy, onCancel, submitLabel, onDelete, deleting = false, confirmDelete = defaultConfirmation }: FormActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={onDelete ? 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-between' : 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end'}>
      {onDelete && (
        <>
          <Button type="button" variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
          <ConfirmDialog open={confirming} onOpenChange={setConfirming} onConfirm={onDelete} {...confirmDelete} />
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
