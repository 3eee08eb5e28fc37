import type { UseFormRegisterReturn } from 'react-hook-form';
import { Label } from '../../components/ui/label';

/** A few lines of free text about the income. */
export function NotesField({ id, register }: { id: string; register: UseFormRegisterReturn }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Notes</Label>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        {...register}
      />
    </div>
  );
}
