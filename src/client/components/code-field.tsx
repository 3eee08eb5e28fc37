import type { ComponentProps } from 'react';
import { FormField } from './ui/form-field';

/**
 * What the field takes: the authenticator app's 6 digits (a number pad, and the phone offers
 * the code it just received), a recovery code (letters typed as they are: no autofill, capitals
 * or spelling fixes), or either of the two.
 */
type Accepts = 'app' | 'recovery' | 'either';

const inputFor: Record<Accepts, ComponentProps<'input'>> = {
  app: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  recovery: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  either: { autoComplete: 'one-time-code' },
};

type CodeFieldProps = Omit<ComponentProps<typeof FormField>, 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'> & { accepts?: Accepts };

/** The one-time code input of two-factor sign-in and of the 2FA settings. */
export function CodeField({ accepts = 'app', ...field }: CodeFieldProps) {
  return <FormField {...inputFor[accepts]} {...field} />;
}
