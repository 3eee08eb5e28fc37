import type { MailMessage } from './mailer';

// Plain, friendly mail. Each has a text part (what the log and outbox show) and a
// small HTML part with the same words.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function compose(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', 'Plain Sight: your money, in plain sight'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    '<p style="color:#64748b">Plain Sight: your money, in plain sight</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export const verificationMail = (to: string, firstName: string, url: string) =>
  compose(
    to,
    'Confirm your email for Plain Sight',
    [`Hello ${firstName},`, 'Please confirm your email address to finish creating your account. The link works for 24 hours.'],
    { label: 'Confirm my email', url },
  );

export const passwordResetMail = (to: string, firstName: string, url: string) =>
  compose(
    to,
    'Reset your Plain Sight password',
    [
      `Hello ${firstName},`,
      'Someone asked to reset the password of your account. If it was you, use the link below within the next hour. If not, you can ignore this email: your password stays as it is.',
    ],
    { label: 'Set a new password', url },
  );

/** To the owner of an address someone keeps trying wrong passwords for. */
export const signInAlertMail = (to: string, firstName: string, url: string) =>
  compose(
    to,
    'Someone is trying to sign in to your Plain Sight account',
    [
      `Hello ${firstName},`,
      'Someone has tried many wrong passwords or sign-in codes for your account in the last hour. We are slowing them down; your account is not locked and you can still sign in as usual.',
      'If this was not you, choose a new password that you use nowhere else. If it was you and you have forgotten your password, you can set a new one.',
    ],
    { label: 'Choose a new password', url },
  );

export const worksheetMail = (to: string, name: string) =>
  compose(to, 'Your Payday Budget & Bill Tracker Worksheet', [
    `Hello ${name},`,
    'Here is your free Payday Budget & Bill Tracker Worksheet. Copy it into a note or a spreadsheet and fill it in on payday.',
    [
      'PAYDAY BUDGET',
      'Money in this pay cycle: £____',
      'Bills before next payday (name, due date, amount):',
      '  1. ____________  __/__  £____',
      '  2. ____________  __/__  £____',
      '  3. ____________  __/__  £____',
      'Total bills: £____',
      'Left after bills (money in minus bills): £____',
      'Savings goal this cycle: £____',
      'Left to spend until payday: £____',
      'Days until payday: ____  ->  per day: £____',
    ].join('\n'),
    'When you are ready, Plain Sight can fill this in for you from your bank accounts.',
  ]);
