import { useEffect, useState, type ReactNode } from 'react';
import { notify } from '../../components/notify';
import { LoadingStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import {
  BILL_DUE_DAYS_MAX,
  BILL_DUE_DAYS_MIN,
  NOTIFICATION_KINDS,
  notificationSettingsInput,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../../../shared/schemas/notifications';
import { SettingsShell } from './settings-shell';

const DAY_CHOICES = Array.from({ length: BILL_DUE_DAYS_MAX - BILL_DUE_DAYS_MIN + 1 }, (_, i) => i + BILL_DUE_DAYS_MIN);
const HOURS = Array.from({ length: 24 }, (_, i) => i);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
const dayLabel = (d: number) => (d === 0 ? 'On the day' : d === 1 ? '1 day before' : `${d} days before`);
const DEFAULT_QUIET = { from: 22, to: 7 };

/** Each kind's switch, in the order NOTIFICATION_KINDS lists them; Bills due and Low balance have a setting below theirs. */
const KIND_TEXT: Record<NotificationKind, { id: string; label: string; description: string }> = {
  billDue: { id: 'bill-due', label: 'Bills due', description: 'A reminder before each unpaid bill is due.' },
  bankConsent: {
    id: 'bank-consent',
    label: 'Bank connections',
    description: "7 days before a bank's permission ends, and when a connection stops working.",
  },
  lowBalance: { id: 'low-balance', label: 'Low balance', description: 'When the balance of all your accounts falls below an amount you choose.' },
  paydaySummary: {
    id: 'payday-summary',
    label: 'Payday summary',
    description: 'On payday: what came in, the bills before your next payday, and what is left to spend.',
  },
  weeklySummary: { id: 'weekly-summary', label: 'Weekly spending', description: 'Every Monday: what you spent last week.' },
  budgetWarning: { id: 'budget-warning', label: 'Budget nearly spent', description: "When a budget reaches 80% of this pay cycle's money (once a pay cycle)." },
  budgetOver: { id: 'budget-over', label: 'Budget over', description: 'When you spend more than a budget this pay cycle (once a pay cycle).' },
  priceRise: { id: 'price-rise', label: 'Price rises', description: 'When a regular payment goes up, with what it costs you more in a year.' },
  renewal: {
    id: 'renewal',
    label: 'Renewals and free trials',
    description: '7 days before a yearly or six-monthly payment over the amount below, and 3 days before a free trial you entered ends.',
  },
  statementReminder: {
    id: 'statement-reminder',
    label: 'Statements to import',
    description: 'When the newest statement of an account you keep up to date by importing is a month old.',
  },
  forecastWarning: {
    id: 'forecast-warning',
    label: 'Payday warning',
    description: 'When you are likely to go below £0, your overdraft limit or your buffer before payday: when, by about how much, and what is due then.',
  },
};

/** Settings > Notifications: what we tell you, how, and when not to. */
export function NotificationsPage() {
  const settings = trpc.notifications.get.useQuery(undefined, { staleTime: 60_000 });
  useEffect(() => {
    if (settings.isError) notify.error('Error loading data', { description: 'There was a problem loading your notification settings.' });
  }, [settings.isError]);
  return (
    <SettingsShell title="Notifications" description="Choose how and when we tell you about your money.">
      {settings.isPending ? (
        <LoadingStatus className="py-0">Loading your notification settings...</LoadingStatus>
      ) : settings.data ? (
        <NotificationsForm stored={settings.data} />
      ) : null}
    </SettingsShell>
  );
}

/**
 * The form's fields. `ntfyToken` is only what is typed now: a saved token is never sent to
 * the page, so blank keeps it and `removeNtfyToken` asks for it to go.
 */
type Form = Omit<NotificationSettingsInput, 'ntfyToken' | 'priceRise' | 'renewal' | 'statementReminder' | 'forecastWarning'> & {
  priceRise: { on: boolean };
  renewal: { on: boolean; over: string };
  statementReminder: { on: boolean };
  forecastWarning: { on: boolean };
  ntfyToken: string;
  removeNtfyToken: boolean;
  quietOn: boolean;
  quiet: { from: number; to: number };
};

const toForm = ({ ntfyTokenSet: _saved, ...s }: NotificationSettings): Form => ({
  ...s,
  ntfyUrl: s.ntfyUrl ?? '',
  ntfyToken: '',
  removeNtfyToken: false,
  webhookUrl: s.webhookUrl ?? '',
  quietOn: s.quietHours !== null,
  quiet: s.quietHours ?? DEFAULT_QUIET,
});

function NotificationsForm({ stored }: { stored: NotificationSettings }) {
  const utils = trpc.useUtils();
  const update = trpc.notifications.update.useMutation();
  const testSend = trpc.notifications.testSend.useMutation();
  const [form, setForm] = useState<Form>(() => toForm(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));
  const turn = (kind: NotificationKind, on: boolean) => setForm((f) => ({ ...f, [kind]: { ...f[kind], on } }));

  const input = (): NotificationSettingsInput => {
    const { quietOn, quiet, ntfyToken, removeNtfyToken, ...rest } = form;
    const typed = ntfyToken.trim();
    return { ...rest, ntfyToken: typed !== '' ? typed : removeNtfyToken ? null : undefined, quietHours: quietOn ? quiet : null };
  };

  const save = async () => {
    const checked = notificationSettingsInput.safeParse(input());
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(input());
      utils.notifications.get.setData(undefined, saved);
      setForm(toForm(saved));
      notify.success('Notification settings saved');
    } catch {
      notify.error('Error saving settings', { description: 'There was a problem saving your notification settings.' });
    }
  };

  const sendTest = async (channel: 'email' | 'ntfy' | 'webhook') => {
    try {
      const { sent } = await testSend.mutateAsync({ channel });
      if (sent) notify.success('Test notification sent');
      else notify.error('Test notification not sent', { description: 'We could not reach that address. Please check it and try again.' });
    } catch (error) {
      notify.error('Test notification not sent', { description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">What we tell you</CardTitle>
          <CardDescription>Turn on the reminders you want.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {NOTIFICATION_KINDS.map((kind) => (
            <Toggle key={kind} {...KIND_TEXT[kind]} checked={form[kind]?.on ?? false} onChange={(on) => turn(kind, on)}>
              {kind === 'billDue' && (
                <NumberSelect
                  id="bill-due-days"
                  label="When"
                  className="sm:max-w-xs"
                  choices={DAY_CHOICES}
                  labelOf={dayLabel}
                  value={form.billDue.days}
                  disabled={!form.billDue.on}
                  onChange={(days) => set({ billDue: { ...form.billDue, days } })}
                />
              )}
              {kind === 'renewal' && (
                <div className="sm:max-w-xs">
                  <FormField
                    id="renewal-over"
                    label="For payments over (£)"
                    inputMode="decimal"
                    value={form.renewal.over}
                    disabled={!form.renewal.on}
                    error={errors['renewal.over']}
                    onChange={(e) => set({ renewal: { ...form.renewal, over: e.target.value } })}
                  />
                </div>
              )}
              {kind === 'lowBalance' && (
                <div className="sm:max-w-xs">
                  <FormField
                    id="low-balance-amount"
                    label="Warn me below (£)"
                    inputMode="decimal"
                    value={form.lowBalance.below}
                    disabled={!form.lowBalance.on}
                    error={errors['lowBalance.below']}
                    onChange={(e) => set({ lowBalance: { ...form.lowBalance, below: e.target.value } })}
                  />
                </div>
              )}
            </Toggle>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">How we reach you</CardTitle>
          <CardDescription>By email, and if you like on your phone through ntfy or any service that takes a webhook.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Toggle
            id="email"
            label="Email"
            description="Each email has a link to stop them in one click."
            checked={form.email}
            onChange={(email) => set({ email })}
          >
            <TestButton onClick={() => void sendTest('email')} disabled={testSend.isPending} label="Send a test email" />
          </Toggle>
          <Channel
            id="ntfy-url"
            label="ntfy topic address (optional)"
            placeholder="https://ntfy.sh/your-private-topic"
            value={form.ntfyUrl ?? ''}
            error={errors.ntfyUrl}
            saved={stored.ntfyUrl !== null && stored.ntfyUrl === (form.ntfyUrl || null)}
            onChange={(ntfyUrl) => set({ ntfyUrl })}
            onTest={() => void sendTest('ntfy')}
            testing={testSend.isPending}
          />
          <NtfyToken
            saved={stored.ntfyTokenSet}
            value={form.ntfyToken}
            removing={form.removeNtfyToken}
            error={errors.ntfyToken}
            onChange={(ntfyToken) => set({ ntfyToken })}
            onRemove={(removeNtfyToken) => set({ removeNtfyToken, ntfyToken: '' })}
          />
          <Channel
            id="webhook-url"
            label="Webhook address (optional)"
            placeholder="https://example.com/hooks/plain-sight"
            value={form.webhookUrl ?? ''}
            error={errors.webhookUrl}
            saved={stored.webhookUrl !== null && stored.webhookUrl === (form.webhookUrl || null)}
            onChange={(webhookUrl) => set({ webhookUrl })}
            onTest={() => void sendTest('webhook')}
            testing={testSend.isPending}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Quiet hours</CardTitle>
          <CardDescription>Nothing is sent in these hours (UK time); it waits until they end.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Toggle id="quiet-hours" label="Hold notifications at night" checked={form.quietOn} onChange={(quietOn) => set({ quietOn })}>
            <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
              <NumberSelect
                id="quiet-from"
                label="From"
                choices={HOURS}
                labelOf={hourLabel}
                value={form.quiet.from}
                disabled={!form.quietOn}
                onChange={(from) => set({ quiet: { ...form.quiet, from } })}
              />
              <NumberSelect
                id="quiet-to"
                label="Until"
                choices={HOURS}
                labelOf={hourLabel}
                value={form.quiet.to}
                disabled={!form.quietOn}
                onChange={(to) => set({ quiet: { ...form.quiet, to } })}
              />
            </div>
            {errors.quietHours && (
              <p role="alert" className="text-sm text-destructive">
                {errors.quietHours}
              </p>
            )}
          </Toggle>
        </CardContent>
      </Card>

      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

function Toggle({
  id,
  label,
  description,
  checked,
  onChange,
  children,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          {description && (
            <p id={`${id}-description`} className="text-sm text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={description ? `${id}-description` : undefined} />
      </div>
      {children}
    </div>
  );
}

function Channel(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  saved: boolean;
  onChange: (v: string) => void;
  onTest: () => void;
  testing: boolean;
}) {
  return (
    <div className="grid gap-2">
      <FormField
        id={props.id}
        label={props.label}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        value={props.value}
        error={props.error}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.saved && <TestButton onClick={props.onTest} disabled={props.testing} label="Send a test" />}
    </div>
  );
}

/**
 * The access token of a protected ntfy topic. A saved one is never shown: the field stays
 * blank, says one is saved, and typing replaces it; Remove drops it on save.
 */
function NtfyToken(props: {
  saved: boolean;
  value: string;
  removing: boolean;
  error: string | undefined;
  onChange: (v: string) => void;
  onRemove: (removing: boolean) => void;
}) {
  const status = !props.saved
    ? 'Only for a protected topic on your own ntfy server. We send it with each notification and never show it again.'
    : props.removing
      ? 'The saved access token will be removed when you save.'
      : 'An access token is saved. Type a new one to replace it.';
  return (
    <div className="grid gap-2">
      <FormField
        id="ntfy-token"
        label="Access token (optional)"
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        placeholder={props.saved && !props.removing ? 'Saved' : 'tk_...'}
        value={props.value}
        disabled={props.removing}
        error={props.error}
        onChange={(e) => props.onChange(e.target.value)}
        {...(props.error ? {} : { 'aria-describedby': 'ntfy-token-status' })}
      />
      <p id="ntfy-token-status" className="text-sm text-muted-foreground">
        {status}
      </p>
      {props.saved && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => props.onRemove(!props.removing)}>
            {props.removing ? 'Keep the access token' : 'Remove the access token'}
          </Button>
        </div>
      )}
    </div>
  );
}

function TestButton({ onClick, disabled, label }: { onClick: () => void; disabled: boolean; label: string }) {
  return (
    <div>
      <Button type="button" variant="outline" size="sm" onClick={onClick} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}

type NumberSelectProps = {
  id: string;
  label: string;
  choices: readonly number[];
  labelOf: (choice: number) => string;
  value: number;
  disabled: boolean;
  onChange: (choice: number) => void;
  className?: string;
};

/** A labelled select of numbers (days before a bill, hours of the day), each shown through labelOf. */
function NumberSelect({ id, label, choices, labelOf, value, disabled, onChange, className }: NumberSelectProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
