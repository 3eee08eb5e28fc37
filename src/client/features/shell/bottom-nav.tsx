import { Link } from '@tanstack/react-router';
import { mainNavItems, settingsNavItem } from './nav-items';

/** Phone navigation (below 768 px): all five destinations in a bar at the bottom. */
export function BottomNav() {
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden">
      <ul className="grid grid-cols-5">
        {[...mainNavItems, settingsNavItem].map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                activeOptions={{ exact: item.to !== '/settings', includeSearch: false }}
                className="flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted-foreground data-[status=active]:text-primary"
              >
                <Icon className="size-5" aria-hidden="true" />
                <span className="leading-none">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
