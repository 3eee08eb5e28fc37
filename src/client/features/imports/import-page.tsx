import { Link, useSearch } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, FileUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { trpc } from '../../lib/trpc';
import { MappingForm, type Mapping } from './mapping-form';
import { FILE_TOO_LARGE, MAX_IMPORT_FILE_BYTES } from '../../../shared/schemas/imports';
import { uploadStatementFile } from './import-files';
import { fillFromLayout, missingForImport, type Filled } from './import-readiness';
import { PreviewSummary } from './preview-summary';

type Preview = inferRouterOutputs<AppRouter>['imports']['preview'];
type Parsed = Extract<Preview, { status: 'parsed' }>;
type NeedsMapping = Extract<Preview, { status: 'needs-mapping' }>;
/** The chosen file, sent once to the upload route; preview and confirm name it by its id. */
type Picked = { name: string; uploadId: string };
type NewAccount = {
  name: string;
  institution: string;
  type: 'current' | 'savings' | 'credit_card';
  sortCode: string;
  openingBalance: string;
  /** What a recognised layout last filled in, so a later file may replace it but not what was typed. */
  filled: Filled;
};

const NEW_ACCOUNT = 'new';

/**
 * Import a statement (issue 12): pick or drop the bank's own export file, map its columns when
 * we do not know the layout, see what it holds before anything is written, choose the account,
 * then import with progress.
 */
export function ImportPage() {
  const search = useSearch({ from: '/import' });
  const fromOnboarding = search.from === 'onboarding';
  const accounts = trpc.bank.accounts.useQuery(undefined, { staleTime: 60_000 });
  const preview = trpc.imports.preview.useMutation({
    // The bank and type the recognised layout names fill the new account (what-must-work 2 of
    // issue 24), never over what the person typed.
    onSuccess: (data) => {
      if (data.status !== 'parsed') return;
      setNewAccount((current) => {
        const next = fillFromLayout(current, current.filled, data.suggestedAccount);
        return { ...current, institution: next.institution, type: next.type, filled: next.filled };
      });
    },
  });
  const utils = trpc.useUtils();
  // Every page showing accounts or transactions reads them again after an import or an undo.
  const confirm = trpc.imports.confirm.useMutation({ onSuccess: () => void utils.invalidate() });
  const undo = trpc.imports.undo.useMutation({ onSuccess: () => void utils.invalidate() });
  const [file, setFile] = useState<Picked | null>(null);
  const [mapping, setMapping] = useState<Mapping | undefined>();
  // ?account=<id>: a newer statement for an account kept by import, chosen already.
  const [chosenAccount, setAccountChoice] = useState<string>(search.account ?? NEW_ACCOUNT);
  // An account that is not (or no longer) the person's falls back to a new one.
  const accountChoice = chosenAccount === NEW_ACCOUNT || accounts.data?.some((a) => a.id === chosenAccount) ? chosenAccount : NEW_ACCOUNT;
  const preselected = search.account ? accounts.data?.find((a) => a.id === search.account) : undefined;
  const [accountIndex, setAccountIndex] = useState(0);
  const [newAccount, setNewAccount] = useState<NewAccount>({
    name: '',
    institution: '',
    type: 'current',
    sortCode: '',
    openingBalance: '',
    filled: { institution: '', type: null },
  });
  const [batchId, setBatchId] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const progress = trpc.imports.progress.useQuery(
    { batchId: batchId ?? '00000000-0000-4000-8000-000000000000' },
    {
      enabled: batchId !== null && confirm.isPending,
      refetchInterval: 500,
      retry: false,
    },
  );

  const runPreview = (picked: Picked, next: { mapping?: Mapping; accountId?: string; accountIndex?: number } = {}) => {
    const accountId = next.accountId ?? (accountChoice === NEW_ACCOUNT ? undefined : accountChoice);
    preview.mutate({
      file: { uploadId: picked.uploadId },
      fileName: picked.name,
      mapping: next.mapping ?? mapping,
      ...(accountId ? { accountId } : {}),
      accountIndex: next.accountIndex ?? accountIndex,
    });
  };

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    setReadError(null);
    confirm.reset();
    setMapping(undefined);
    setAccountIndex(0);
    if (chosen.size > MAX_IMPORT_FILE_BYTES) {
      setReadError(FILE_TOO_LARGE);
      return;
    }
    setFile(null);
    preview.reset();
    setUploading(true);
    let picked: Picked;
    try {
      picked = { name: chosen.name, uploadId: await uploadStatementFile(chosen) };
    } catch (error) {
      setReadError(error instanceof Error ? error.message : String(error));
      return;
    } finally {
      setUploading(false);
    }
    setFile(picked);
    runPreview(picked, {});
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void pick(e.dataTransfer.files[0]);
  };

  const startImport = (parsed: Parsed) => {
    if (!file) return;
    const id = crypto.randomUUID();
    setBatchId(id);
    const target =
      accountChoice === NEW_ACCOUNT
        ? {
            newAccount: {
              name: newAccount.name,
              institution: newAccount.institution,
              type: newAccount.type,
              ...(newAccount.sortCode.trim() ? { sortCode: newAccount.sortCode.trim() } : {}),
              ...(newAccount.openingBalance.trim() && parsed.closingBalance === null ? { openingBalance: newAccount.openingBalance.trim() } : {}),
            },
          }
        : { accountId: accountChoice };
    confirm.mutate({ file: { uploadId: file.uploadId }, fileName: file.name, mapping, accountIndex, batchId: id, target });
  };

  const back = fromOnboarding ? (
    <Link to="/onboarding/$step" params={{ step: 'connect-bank' }} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to setting up
    </Link>
  ) : (
    <Link to="/transactions" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to transactions
    </Link>
  );

  let body;
  if (confirm.isSuccess) {
    const r = confirm.data;
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center" role="status">
          <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
          <p className="text-lg font-medium">Import complete</p>
          <p className="text-muted-foreground">
            {r.added} new transaction{r.added === 1 ? '' : 's'} added
            {r.merged > 0 ? `, ${r.merged} matched to your bank's` : ''}
            {r.existing > 0 ? `, ${r.existing} already there` : ''}.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              {fromOnboarding ? (
                <Link to="/onboarding/$step" params={{ step: 'connect-bank' }}>
                  Continue setting up
                </Link>
              ) : (
                <Link to="/transactions">See transactions</Link>
              )}
            </Button>
            <Button variant="outline" onClick={() => void undoLast(r.batchId)}>
              Undo this import
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  } else if (confirm.isPending) {
    const done = progress.data?.rowsDone ?? 0;
    const total = progress.data?.rowsTotal ?? 0;
    body = (
      <Card>
        <CardContent className="grid gap-3 py-8">
          <p className="font-medium">Importing...</p>
          <progress className="w-full" max={total || 1} value={done} aria-label="Import progress" />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total ? `${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} rows` : 'Starting...'}
          </p>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <>
        <label
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center ${dragging ? 'border-primary bg-secondary' : 'border-input'}`}
        >
          <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
          <span className="font-medium">{file ? file.name : 'Choose a file or drop it here'}</span>
          <span className="text-sm text-muted-foreground">CSV, OFX, QFX or QIF, as your bank lets you download it (up to 10 MB).</span>
          <input
            type="file"
            className="sr-only"
            accept=".csv,.ofx,.qfx,.qif,.txt,.xls,text/csv"
            aria-label="Statement file"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        {readError && (
          <p role="alert" className="text-destructive">
            {readError}
          </p>
        )}
        {(uploading || preview.isPending) && <p className="text-muted-foreground">Reading your file...</p>}
        {preview.error && (
          <p role="alert" className="text-destructive">
            {preview.error.message}
          </p>
        )}
        {preview.data?.status === 'refused' && (
          <p role="alert" className="text-destructive">
            {preview.data.message}
          </p>
        )}
        {preview.data?.status === 'needs-mapping' && file && (
          <MappingStep
            layout={preview.data}
            onDone={(m) => {
              setMapping(m);
              runPreview(file, { mapping: m });
            }}
          />
        )}
        {preview.data?.status === 'parsed' && file && (
          <>
            <PreviewSummary parsed={preview.data} />
            {preview.data.accounts.length > 0 && (
              <ImportChoices
                parsed={preview.data}
                accounts={accounts.data ?? []}
                accountIndex={accountIndex}
                onAccountIndex={(index) => {
                  setAccountIndex(index);
                  runPreview(file, { accountIndex: index });
                }}
                accountChoice={accountChoice}
                onAccountChoice={(choice) => {
                  setAccountChoice(choice);
                  runPreview(file, { accountId: choice === NEW_ACCOUNT ? undefined : choice });
                }}
                newAccount={newAccount}
                onNewAccount={setNewAccount}
              />
            )}
            {confirm.error && (
              <p role="alert" className="text-destructive">
                {confirm.error.message}
              </p>
            )}
            <ImportButton
              parsed={preview.data}
              missing={missingForImport({
                readable: preview.data.totalRows,
                unreadable: preview.data.errors.length,
                toImport: preview.data.newCount + preview.data.mergeCount,
                newAccount: accountChoice === NEW_ACCOUNT,
                name: newAccount.name,
                bank: newAccount.institution,
              })}
              onImport={(parsed) => startImport(parsed)}
            />
          </>
        )}
      </>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:px-8">
      {back}
      <h1 className="text-2xl font-semibold tracking-tight">Import a statement</h1>
      <p className="text-muted-foreground">Download your transactions from your bank's website or app and add them here. Nothing is saved until you confirm.</p>
      {preselected && !confirm.isSuccess && (
        <p className="rounded-md border bg-secondary p-3 text-sm break-words" role="status">
          Your newest statement goes into <span className="font-medium">{preselected.account_name}</span> ({preselected.institution_name}). Rows you imported
          before are not added twice.
        </p>
      )}
      {body}
    </main>
  );

  async function undoLast(id: string) {
    await undo.mutateAsync({ batchId: id });
    confirm.reset();
    preview.reset();
    setFile(null);
  }
}

type AccountOption = { id: string; account_name: string; institution_name: string };

/** Which of the file's accounts, and which account of the person's it goes into. */
function ImportChoices(props: {
  parsed: Parsed;
  accounts: AccountOption[];
  accountIndex: number;
  onAccountIndex: (index: number) => void;
  accountChoice: string;
  onAccountChoice: (choice: string) => void;
  newAccount: NewAccount;
  onNewAccount: (a: NewAccount) => void;
}) {
  const { parsed } = props;
  return (
    <>
      {parsed.accounts.length > 1 && (
        <div className="grid gap-2">
          <Label htmlFor="file-account">This file holds several accounts: which one?</Label>
          <NativeSelect id="file-account" value={props.accountIndex} onChange={(e) => props.onAccountIndex(Number(e.target.value))}>
            {parsed.accounts.map((a) => (
              <option key={a.index} value={a.index}>
                {[a.name, a.sortCode, a.accountNumber].filter(Boolean).join(' ') || `Account ${a.index + 1}`} ({a.rowCount} rows)
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <AccountChoice
        accounts={props.accounts}
        choice={props.accountChoice}
        onChoice={props.onAccountChoice}
        newAccount={props.newAccount}
        onNewAccount={props.onNewAccount}
        hasFileBalance={parsed.closingBalance !== null}
      />
    </>
  );
}

/** The Import button; while it cannot be used, the line under it says what is missing. */
function ImportButton({ parsed, missing, onImport }: { parsed: Parsed; missing: string | null; onImport: (parsed: Parsed) => void }) {
  return (
    <div className="grid justify-items-start gap-2">
      <Button size="lg" disabled={missing !== null} aria-describedby={missing ? 'import-missing' : undefined} onClick={() => onImport(parsed)}>
        Import {parsed.newCount} transaction{parsed.newCount === 1 ? '' : 's'}
      </Button>
      {missing && (
        <p id="import-missing" className="text-sm text-muted-foreground">
          {missing}
        </p>
      )}
    </div>
  );
}

function AccountChoice(props: {
  accounts: AccountOption[];
  choice: string;
  onChoice: (choice: string) => void;
  newAccount: NewAccount;
  onNewAccount: (a: NewAccount) => void;
  hasFileBalance: boolean;
}) {
  const { newAccount: a, onNewAccount: set } = props;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="import-account">Import into</Label>
        <NativeSelect id="import-account" value={props.choice} onChange={(e) => props.onChoice(e.target.value)}>
          <option value={NEW_ACCOUNT}>A new account</option>
          {props.accounts.map((acc) => (
            <option key={acc.id} value={acc.id}>
              {acc.account_name} ({acc.institution_name})
            </option>
          ))}
        </NativeSelect>
      </div>
      {props.choice === NEW_ACCOUNT && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="new-account-name">Account name</Label>
            <Input id="new-account-name" value={a.name} maxLength={100} onChange={(e) => set({ ...a, name: e.target.value })} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-account-bank">Bank</Label>
            <Input id="new-account-bank" value={a.institution} maxLength={100} onChange={(e) => set({ ...a, institution: e.target.value })} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-account-type">Type</Label>
            <NativeSelect id="new-account-type" value={a.type} onChange={(e) => set({ ...a, type: e.target.value as NewAccount['type'] })}>
              <option value="current">Current account</option>
              <option value="savings">Savings account</option>
              <option value="credit_card">Credit card</option>
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-account-sort-code">Sort code (optional)</Label>
            <Input
              id="new-account-sort-code"
              value={a.sortCode}
              maxLength={8}
              placeholder="12-34-56"
              onChange={(e) => set({ ...a, sortCode: e.target.value })}
            />
          </div>
          {!props.hasFileBalance && (
            <div className="grid gap-2">
              <Label htmlFor="new-account-opening">Balance before the first transaction (£)</Label>
              <Input
                id="new-account-opening"
                inputMode="decimal"
                value={a.openingBalance}
                maxLength={20}
                placeholder="0.00"
                onChange={(e) => set({ ...a, openingBalance: e.target.value })}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function MappingStep({ layout, onDone }: { layout: NeedsMapping; onDone: (m: Mapping) => void }) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-4">
        <p className="font-medium">We do not know this layout yet: which column holds what?</p>
        <p className="text-sm text-muted-foreground">We will remember your answer for the next file from this bank.</p>
        <MappingForm layout={layout} onDone={onDone} />
      </CardContent>
    </Card>
  );
}
