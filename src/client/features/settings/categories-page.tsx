import { useState, type FormEvent } from 'react';
import { CATEGORY_GROUPS, GROUP_NAMES, type CategoryGroup } from '../../../shared/categories/category-list';
import { notifyError, notifySuccess } from '../../components/notify';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { CATEGORIES_QUERY, useCategoryNames } from '../../lib/categories';
import { trpc } from '../../lib/trpc';
import { SettingsShell } from './settings-shell';

type OwnGroup = Exclude<CategoryGroup, 'transfers'>;
const OWN_GROUPS = CATEGORY_GROUPS.filter((g): g is OwnGroup => g !== 'transfers');

/** Categories and rules (issue 14): rename, hide and add categories; see, change and delete rules. */
export function CategoriesPage() {
  const list = trpc.categories.list.useQuery(undefined, CATEGORIES_QUERY);
  return (
    <SettingsShell title="Categories and Rules" description="Name your categories, hide the ones you never use, and manage the rules that sort your payments.">
      <QueryStatus query={list} loading="Loading your categories..." error="Failed to load your categories">
        {(data) => (
          <div className="grid gap-6">
            <AddCategory />
            {CATEGORY_GROUPS.map((group) => {
              const inGroup = data.categories.filter((c) => c.group === group);
              if (inGroup.length === 0) return null;
              return (
                <section key={group} aria-labelledby={`group-${group}`} className="grid gap-2">
                  <h2 id={`group-${group}`} className="text-lg font-semibold">
                    {GROUP_NAMES[group]}
                  </h2>
                  <Card>
                    <CardContent className="divide-y divide-border p-0">
                      {inGroup.map((c) => (
                        <CategoryLine key={c.id} id={c.id} name={c.name} hidden={c.hidden} />
                      ))}
                    </CardContent>
                  </Card>
                </section>
              );
            })}
            <Rules />
          </div>
        )}
      </QueryStatus>
    </SettingsShell>
  );
}

function useRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.categories.invalidate();
    void utils.transactions.list.invalidate();
  };
}

function CategoryLine({ id, name, hidden }: { id: string; name: string; hidden: boolean }) {
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const rename = trpc.categories.rename.useMutation({
    onSuccess: () => {
      setEditing(false);
      notifySuccess('Category renamed');
      refresh();
    },
    onError: (e) => notifyError(e.message || 'Failed to rename the category'),
  });
  const hide = trpc.categories.hide.useMutation({ onSuccess: refresh, onError: () => notifyError('Failed to change the category') });
  const inputId = `rename-${id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate({ id, name: value });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      {editing ? (
        <form onSubmit={submit} className="flex flex-1 flex-wrap items-center gap-2">
          <Label htmlFor={inputId} className="sr-only">
            New name for {name}
          </Label>
          <Input id={inputId} value={value} maxLength={40} onChange={(e) => setValue(e.target.value)} className="min-w-0 flex-1" />
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <span className={hidden ? 'text-muted-foreground line-through' : ''}>
            {name}
            {hidden && <span className="sr-only"> (hidden)</span>}
          </span>
          <span className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Rename ${name}`}>
              Rename
            </Button>
            <Button size="sm" variant="outline" onClick={() => hide.mutate({ id, hidden: !hidden })} aria-label={`${hidden ? 'Show' : 'Hide'} ${name}`}>
              {hidden ? 'Show' : 'Hide'}
            </Button>
          </span>
        </>
      )}
    </div>
  );
}

function AddCategory() {
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [group, setGroup] = useState<OwnGroup>('everyday');
  const add = trpc.categories.add.useMutation({
    onSuccess: () => {
      setName('');
      notifySuccess('Category added');
      refresh();
    },
    onError: (e) => notifyError(e.message || 'Failed to add the category'),
  });
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate({ name, group });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="new-category">New category</Label>
        <Input id="new-category" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} placeholder="e.g. Allotment" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="new-category-group">Group</Label>
        <NativeSelect id="new-category-group" value={group} onChange={(e) => setGroup(e.target.value as OwnGroup)}>
          {OWN_GROUPS.map((g) => (
            <option key={g} value={g}>
              {GROUP_NAMES[g]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={add.isPending || name.trim() === ''}>
        Add category
      </Button>
    </form>
  );
}

function Rules() {
  const rules = trpc.categories.rules.useQuery(undefined, CATEGORIES_QUERY);
  const categories = useCategoryNames();
  const refresh = useRefresh();
  const update = trpc.categories.updateRule.useMutation({
    onSuccess: () => {
      notifySuccess('Rule changed');
      refresh();
    },
    onError: () => notifyError('Failed to change the rule'),
  });
  const remove = trpc.categories.deleteRule.useMutation({
    onSuccess: () => {
      notifySuccess('Rule deleted');
      refresh();
    },
    onError: () => notifyError('Failed to delete the rule'),
  });
  return (
    <section aria-labelledby="rules-heading" className="grid gap-2">
      <h2 id="rules-heading" className="text-lg font-semibold">
        Rules
      </h2>
      <QueryStatus query={rules} loading="Loading your rules..." error="Failed to load your rules">
        {(data) =>
          data.rules.length === 0 ? (
            <p className="text-muted-foreground">No rules yet. Change a transaction&apos;s category and answer yes to &quot;All from ...?&quot; to make one.</p>
          ) : (
            <Card>
              <CardContent className="divide-y divide-border p-0">
                <ul aria-label="Rules" className="divide-y divide-border">
                  {data.rules.map((rule) => (
                    <li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                      <span className="font-medium">{rule.merchant}</span>
                      <span className="flex items-center gap-2">
                        <Label htmlFor={`rule-${rule.id}`} className="sr-only">
                          Category for {rule.merchant}
                        </Label>
                        <NativeSelect
                          id={`rule-${rule.id}`}
                          value={rule.categoryId}
                          className="w-auto"
                          onChange={(e) => update.mutate({ id: rule.id, categoryId: e.target.value })}
                        >
                          {!categories.pickable.some((c) => c.id === rule.categoryId) && (
                            <option value={rule.categoryId}>{categories.nameOf(rule.categoryId)}</option>
                          )}
                          {categories.pickable.map((c) => (
                            <option key={c.id} value={c.id}>
                              {c.name}
                            </option>
                          ))}
                        </NativeSelect>
                        <Button size="sm" variant="outline" onClick={() => remove.mutate({ id: rule.id })} aria-label={`Delete the rule for ${rule.merchant}`}>
                          Delete
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )
        }
      </QueryStatus>
    </section>
  );
}
