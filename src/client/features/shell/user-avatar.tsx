import { cn } from '../../lib/cn';

/** The user's uploaded picture, else the uppercase first letter of their name. */
export function UserAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null | undefined; className?: string }) {
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {avatarUrl ? <img src={avatarUrl} alt="" className="size-full object-cover" /> : <span aria-hidden="true">{initial}</span>}
    </span>
  );
}
