// How to stop a regular payment (issue 25, item 5; decision 048): the plain words shown on
// every item of the Subscriptions view. The merchants here come first; any other merchant the
// bill detection's dictionary knows (bank-bills/known-merchants.ts) gives its own route.

import { knownMerchant } from '../bank-bills/known-merchants';
import { payeeKey } from '../bank-bills/payee-key';

export type PaymentRoute = 'directDebit' | 'standingOrder' | 'card' | 'other';

/** The Direct Debit Guarantee, in plain words. */
export const DIRECT_DEBIT_GUARANTEE = [
  'You can cancel a Direct Debit at any time by contacting your bank.',
  'If an error is made in the payment of your Direct Debit, you are entitled to a full and immediate refund of the amount paid from your bank.',
  'The company must tell you in advance if the amount or date changes.',
] as const;

export const CANCEL_DIRECT_DEBIT_STEPS = [
  "In your bank's app or online banking, open the account it is paid from and look for 'Direct Debits' (often under 'Payments' or 'Manage payments').",
  'Choose this Direct Debit and cancel it. You can also phone your bank or visit a branch.',
  'Tell the company too, so they do not think a payment was missed.',
] as const;

export const CANCEL_STANDING_ORDER_STEPS = [
  "You set up a standing order yourself, so only you can stop it: in your bank's app or online banking look for 'Standing orders' (often under 'Payments').",
  'Choose this one and cancel it. Your bank can also do it by phone.',
] as const;

/** A card payment that repeats: the person can ask their bank to stop it, whatever the company says. */
export const CARD_PAYMENT_RIGHT =
  'A regular card payment can be stopped by your bank: if you ask them to stop it, they must, even if the company has not cancelled it yet.';

/** Banks whose apps the help names; where we are not sure of a menu we say what to look for. */
export const BANK_APPS = ['Monzo', 'Starling', 'Lloyds, Halifax or Bank of Scotland', 'HSBC', 'NatWest', 'Barclays', 'Nationwide'] as const;
export type BankApp = (typeof BANK_APPS)[number];

const LOOK_FOR = "look for 'Card subscriptions' or 'Manage payments' in your app";

export const BLOCK_IN_BANK_APP: Readonly<Record<BankApp, string>> = {
  Monzo: `In the Monzo app, ${LOOK_FOR}. If you can't find it, ask in the app's chat to stop the payment, or freeze your card for now.`,
  Starling: `In the Starling app, ${LOOK_FOR}. You can also ask in the app's chat to stop the payment.`,
  'Lloyds, Halifax or Bank of Scotland': `In the app, ${LOOK_FOR} (these banks share one app design). You can also phone the number on the back of your card.`,
  HSBC: `In the HSBC app, ${LOOK_FOR}. You can also phone the number on the back of your card and ask them to stop it.`,
  NatWest: `In the NatWest app, ${LOOK_FOR}. You can also ask in the app's chat or phone them.`,
  Barclays: `In the Barclays app, ${LOOK_FOR}. You can also phone the number on the back of your card.`,
  Nationwide: `In the Nationwide app, ${LOOK_FOR}. You can also phone the number on the back of your card or visit a branch.`,
};

/** Well-known UK subscriptions and how each is cancelled at the merchant. Whole words of the bill's name. */
const MERCHANT_ROUTES: readonly { words: readonly string[]; name: string; how: string }[] = [
  { words: ['NETFLIX'], name: 'Netflix', how: "Sign in at netflix.com, open 'Account' and choose 'Cancel membership'." },
  { words: ['SPOTIFY'], name: 'Spotify', how: "Sign in at spotify.com, open your account page, choose 'Manage your plan' and then cancel." },
  { words: ['DISNEY', 'DISNEYPLUS'], name: 'Disney+', how: "Sign in at disneyplus.com, open 'Account', choose your subscription and cancel it." },
  {
    words: ['AMAZON PRIME', 'PRIME VIDEO', 'AMZNPRIME', 'AMZN PRIME'],
    name: 'Amazon Prime',
    how: "On Amazon, open 'Your Account', then 'Prime membership', and choose to end it.",
  },
  { words: ['AUDIBLE'], name: 'Audible', how: "Sign in at audible.co.uk on the website (not the app), open 'Account details' and cancel the membership." },
  {
    words: ['APPLE', 'ITUNES', 'ICLOUD'],
    name: 'Apple',
    how: "On an iPhone or iPad, open Settings, tap your name, then 'Subscriptions', and cancel it there.",
  },
  {
    words: ['GOOGLE', 'YOUTUBE'],
    name: 'Google',
    how: "In the Google Play app, open your profile, then 'Payments & subscriptions', then 'Subscriptions', and cancel it.",
  },
  { words: ['NOW TV', 'NOWTV'], name: 'NOW', how: "Sign in at nowtv.com, open 'My Account', then your memberships, and cancel." },
  { words: ['MICROSOFT', 'XBOX'], name: 'Microsoft', how: "Sign in at account.microsoft.com, open 'Subscriptions' and cancel." },
  { words: ['ADOBE'], name: 'Adobe', how: "Sign in at account.adobe.com, open 'Plans', then 'Manage plan', and cancel." },
  { words: ['DAZN'], name: 'DAZN', how: "Sign in at dazn.com, open 'My Account' and cancel your subscription." },
  { words: ['PUREGYM'], name: 'PureGym', how: "Sign in to the PureGym members' area and cancel your membership there." },
];

/** The merchant's own cancel route, when the bill's name is one we know. */
export function merchantCancelRoute(billName: string): { name: string; how: string } | null {
  const name = ` ${billName
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .join(' ')} `;
  for (const route of MERCHANT_ROUTES) if (route.words.some((word) => name.includes(` ${word} `))) return { name: route.name, how: route.how };
  // Else the merchant dictionary the bill detection uses (decision 047), when it knows a route.
  const known = knownMerchant(payeeKey(billName));
  return known?.cancel ? { name: known.name, how: known.cancel } : null;
}

/** A short message the person can copy and send to the company. */
export function cancelLetter(billName: string, route: PaymentRoute): string {
  const payment = route === 'directDebit' ? 'Direct Debit' : route === 'card' ? 'card payments' : 'payments';
  return [
    `Dear ${billName},`,
    '',
    `Please cancel my subscription with immediate effect and stop taking ${payment} from me. Please confirm in writing that it has been cancelled and that no further payments will be taken.`,
    '',
    'Name:',
    'Email or account number:',
    '',
    'Thank you.',
  ].join('\n');
}
