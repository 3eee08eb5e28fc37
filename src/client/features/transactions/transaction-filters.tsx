import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccountNames, useCategoryNames } from '../../lib/categories';
import { cn } from '../../lib/cn';

type Filters = { category?: string | undefined; account?: string | undefined };

/** Category and account filters (issue 14): both live in the URL, so a link opens the same list. */
export function TransactionFilters({ category, account, onChange, className }: Filters & { onChange: (next: Filters) => void; className?: string }) {
  const categories = useCategoryNames();
  const accounts = useAccountNames();
  const known = categories.query.data?.categories ?? [];
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2', className)}>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="filter-category">Category</Label>
        <NativeSelect className="min-w-0" id="filter-category" value={category ?? ''} onChange={(e) => onChange({ category: e.target.value || undefined })}>
          <option value="">All categories</option>
          {category && category !== 'uncategorised' && !known.some((c) => c.id === category) && <option value={category}>{categories.nameOf(category)}</option>}
          {known.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value="uncategorised">Uncategorised</option>
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="filter-account">Account</Label>
        <NativeSelect className="min-w-0" id="filter-account" value={account ?? ''} onChange={(e) => onChange({ account: e.target.value || undefined })}>
          <option value="">All accounts</option>
          {accounts.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.account_name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
