import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { createTokenInput, DEFAULT_TOKEN_LIFETIME_DAYS, TOKEN_LIFETIMES_DAYS } from '../../../shared/schemas/tokens';
import { SelectField } from '../../components/select-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { AccessTokensList } from './access-tokens-card-list';

type Values = z.input<typeof createTokenInput>;

/**
 * Personal access tokens (README, scripts/example-client.ts): a key for the user's own
 * scripts to read their data through the API. Placed on the Edit Profile page.
 */
export function AccessTokensCard() {
  const [created, setCreated] = useState<{ name: string; token: string }>();

  return (
    <Card role="region" aria-labelledby="access-tokens-title">
      <CardHeader>
        <CardTitle id="access-tokens-title" className="flex items-center gap-2 text-xl">
          <KeyRound className="size-5" aria-hidden="true" /> Personal access tokens
        </CardTitle>
        <CardDescription>
          For people who write their own programs. A token lets a script of yours read your accounts, transactions and other Plain Sight data through our API,
          the same data you see here. You don't need one to use Plain Sight.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-sm text-muted-foreground">
          Treat a token like a password: anyone who has it can see your money. Your script sends it as{' '}
          <code className="break-all rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer ps_pat_...</code>. Revoke a token as soon as you stop using it,
          and it stops working straight away.
        </p>
        <CreateTokenForm onCreated={setCreated} />
        {created && <NewToken {...created} onDone={() => setCreated(undefined)} />}
        <AccessTokensList />
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: { name: string; token: string }) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.tokens.create.useMutation();
  const form = useForm<Values, unknown, z.output<typeof createTokenInput>>({
    resolver: zodResolver(createTokenInput),
    defaultValues: { name: '', expiresInDays: DEFAULT_TOKEN_LIFETIME_DAYS },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const token = await create.mutateAsync(values);
      onCreated(token);
      form.reset();
      notify.success('Token created');
      await utils.tokens.list.invalidate();
    } catch (error) {
      notify.error('Failed to create token', { description: messageOf(error, 'Please try again.') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
      <FormField
        id="token-name"
        label="Token name"
        placeholder="e.g. My budget script"
        autoComplete="off"
        maxLength={60}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        id="token-lifetime"
        label="Works for"
        options={TOKEN_LIFETIMES_DAYS.map(String)}
        optionLabel={(days) => (days === '365' ? '1 year' : `${days} days`)}
        error={form.formState.errors.expiresInDays?.message}
        {...form.register('expiresInDays', { valueAsNumber: true })}
      />
      <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Creating...' : 'Create token'}
      </Button>
    </form>
  );
}

/** The full token, shown this once: only its hash is kept on the server. */
function NewToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
      notify.success('Token copied');
    } catch {
      notify.error("Couldn't copy the token", { description: 'Select it and copy it by hand.' });
    }
  };

  return (
    <section aria-labelledby="new-token-title" className="grid gap-3 rounded-md border border-primary/40 bg-muted p-4">
      <h3 id="new-token-title" className="font-medium break-words">
        Your new token "{name}"
      </h3>
      <p role="alert" className="flex gap-2 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        Copy it now and keep it somewhere safe. It won't be shown again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={token} aria-label="New token" className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          I've saved it
        </Button>
      </div>
    </section>
  );
}
