import { Link } from '@tanstack/react-router';
import { cn } from '../lib/cn';

/** The brand mark and name; links home. */
export function Logo({ className, state }: { className?: string; state?: { fromOnboarding?: boolean } }) {
  return (
    <Link to="/" state={state} className={cn('inline-flex items-center gap-2 font-semibold text-foreground', className)} aria-label="Plain Sight home">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" className="text-primary" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="16" cy="16" r="2.5" fill="#fff" />
      </svg>
      <span className="text-lg tracking-tight">Plain Sight</span>
    </Link>
  );
}
