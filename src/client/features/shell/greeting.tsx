import { londonLongDate } from '../../../shared/format';
import { useSession } from '../auth/session';

/** 'Hello, {first name or there}', the day's line and today's long date (London). */
export function Greeting({ now = new Date() }: { now?: Date }) {
  const { data: session } = useSession();
  const firstName = session?.user.firstName.trim();
  return (
    <div>
      <p className="text-2xl font-semibold tracking-tight">Hello, {firstName || 'there'}</p>
      <p className="text-muted-foreground">Here's what's happening today</p>
      <p className="text-sm text-muted-foreground">{londonLongDate(now)}</p>
    </div>
  );
}
