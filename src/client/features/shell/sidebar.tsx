import { Link } from '@tanstack/react-router';
import { cn } from '../../lib/cn';
import { mainNavItems, settingsNavItem, type NavItem } from './nav-items';

/**
 * Desktop navigation (768 px and up): 280 px wide; on narrow screens (below 1024 px) it
 * rests at 60 px showing icons only and expands over the page on hover or keyboard focus.
 */
export function Sidebar() {
  return (
    <div className="hidden w-[60px] shrink-0 md:block lg:w-[280px]" data-testid="sidebar-space">
      <nav
        aria-label="Main"
        className="group/sidebar fixed inset-y-0 left-0 z-30 flex w-[60px] flex-col overflow-hidden border-r border-border bg-background transition-[width] duration-200 hover:w-[280px] hover:shadow-xl focus-within:w-[280px] lg:w-[280px] lg:shadow-none"
      >
        <Link to="/dashboard" className="flex h-16 items-center gap-2 px-[14px] font-semibold" aria-label="Plain Sight home">
          <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" className="text-primary" />
            <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="3" />
            <circle cx="16" cy="16" r="2.5" fill="#fff" />
          </svg>
          <span className={labelClass}>Plain Sight</span>
        </Link>
        <ul className="flex flex-1 flex-col gap-1 px-2 py-2">
          {mainNavItems.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
        <div className="border-t border-border px-2 py-2">
          <SidebarLink item={settingsNavItem} />
        </div>
      </nav>
    </div>
  );
}

const labelClass = 'whitespace-nowrap opacity-0 transition-opacity group-hover/sidebar:opacity-100 group-focus-within/sidebar:opacity-100 lg:opacity-100';

function SidebarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      // includeSearch: /transactions?tab=week is still the Transactions page.
      activeOptions={{ exact: item.to !== '/settings', includeSearch: false }}
      className="flex h-11 items-center gap-3 rounded-md px-[10px] text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground data-[status=active]:bg-primary/10 data-[status=active]:text-primary"
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn(labelClass)}>{item.label}</span>
    </Link>
  );
}
