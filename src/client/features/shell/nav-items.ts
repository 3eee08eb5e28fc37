import { CreditCard, House, PiggyBank, ReceiptText, Settings, type LucideIcon } from 'lucide-react';

export type NavItem = { label: string; to: '/dashboard' | '/money' | '/transactions' | '/bills' | '/settings'; icon: LucideIcon };

/** The app's five destinations (spec: Navigation). Settings is pinned at the sidebar's foot. */
export const mainNavItems: NavItem[] = [
  { label: 'Home', to: '/dashboard', icon: House },
  { label: 'Money In', to: '/money', icon: PiggyBank },
  { label: 'Transactions', to: '/transactions', icon: CreditCard },
  { label: 'My Bills', to: '/bills', icon: ReceiptText },
];

export const settingsNavItem: NavItem = { label: 'Settings', to: '/settings', icon: Settings };
