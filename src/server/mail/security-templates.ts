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
