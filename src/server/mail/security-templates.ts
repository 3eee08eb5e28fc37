import { compose } from './templates';

// Security mail (decision 029): what changed, when, and what to do if it was not you.

const notYou = 'If this was not you, change your password now and check the devices signed in to your account in Settings.';

type Who = { to: string; firstName: string; settingsUrl: string };

const securityMail = (who: Who, subject: string, paragraphs: string[]) =>
  compose(who.to, subject, [`Hello ${who.firstName},`, ...paragraphs, notYou], { label: 'Open your security settings', url: who.settingsUrl });

export const twoFactorOnMail = (who: Who) =>
  securityMail(who, 'Two-factor sign-in is now on', [
    'Two-factor sign-in was turned on for your Plain Sight account. From now on, signing in asks for a code from your authenticator app after your password.',
  ]);

export const twoFactorOffMail = (who: Who) =>
  securityMail(who, 'Two-factor sign-in is now off', [
    'Two-factor sign-in was turned off for your Plain Sight account. Signing in now needs only your password.',
  ]);

export const recoveryCodeUsedMail = (who: Who, left: number) =>
  securityMail(who, 'A recovery code was used to sign in', [
    `A recovery code was used to sign in to your Plain Sight account. Each code works once: you have ${left} left.`,
  ]);

export const recoveryCodesRegeneratedMail = (who: Who) =>
  securityMail(who, 'New recovery codes were made', ['New recovery codes were made for your Plain Sight account. The old ones no longer work.']);

export const passwordChangedMail = (who: Who) =>
  securityMail(who, 'Your password was changed', ['The password of your Plain Sight account was changed. Other devices were signed out.']);

export const newDeviceMail = (who: Who, device: string, when: string) =>
  securityMail(who, 'New sign-in to your account', [`Your Plain Sight account was signed in to from a device we have not seen before: ${device}, on ${when}.`]);

export const passkeyAddedMail = (who: Who, name: string) =>
  securityMail(who, 'A passkey was added to your account', [
    `A passkey named "${name}" was added to your Plain Sight account. It can now be used to sign in. If you did not add it, remove it in Settings and change your password.`,
  ]);

/** After a reset that removed the second factors added since the password was last entered. */
export function secondFactorsRemovedMail(who: Who, removed: { passkeys: number; totp: boolean }) {
  const parts = [
    ...(removed.totp ? ['two-factor sign-in with an authenticator app'] : []),
    ...(removed.passkeys > 0 ? [removed.passkeys === 1 ? '1 passkey' : `${removed.passkeys} passkeys`] : []),
  ];
  return securityMail(who, 'Sign-in methods were removed from your account', [
    `Your Plain Sight password was reset. As a precaution we removed what was added since your password was last entered: ${parts.join(' and ')}. You can add them again in Settings.`,
  ]);
}

/** Sent as the account goes: the rows are gone by the time it leaves, so it is built before. */
export const accountDeletedMail = (to: string, firstName: string) =>
  compose(to, 'Your Plain Sight account was deleted', [
    `Hello ${firstName},`,
    'Your Plain Sight account and all its data were deleted, and your bank connections were removed.',
    'If this was not you, please contact support at once: someone may know your password.',
  ]);
