import type { BillFrequency } from '../bills/frequencies';

// UK subscriptions and billers the bill detection knows (issue 25, items 1 and 5): what each
// is called, what kind of bill it is, its usual cadence and, where the merchant has one, its
// own way to cancel. A payee the app knows is a bill from fewer payments than a stranger: a
// yearly card subscription from one payment, any other cadence from two (decision 047).
//
// Keys are payee keys, as payee-key.ts makes them ('NETFLIX.COM', 'SKY', 'GOOGLE ONE'). A key
// matches a payee key that is it or starts with it word for word ('SKY' matches 'SKY DIGITAL'
// and 'SKY' after 'SKY UK LTD', never 'SKYSCANNER'), unless it is marked whole ('=THREE': the
// network, not 'THREE HORSESHOES'). Lookups go word by word through a Map: no pattern runs
// over a person's text.

/** How My Bills groups a bill. */
type MerchantKind = 'home' | 'subscriptions' | 'insurance' | 'loans' | 'other';

export type KnownMerchant = {
  /** The name people know it by. */
  name: string;
  kind: MerchantKind;
  /** How often it is usually paid. */
  cadence: BillFrequency;
  /**
   * A merchant with a monthly and a yearly plan (Amazon Prime: £8.99 a month or £95 a year): one
   * payment of at least this many pence is the yearly plan.
   */
  yearlyFromPence?: number;
  /**
   * The same payee name also takes one-off purchases (Microsoft: Xbox games), so one payment
   * does not make a yearly bill, however large.
   */
  alsoSells?: true;
  /** The merchant's own way to cancel, as a person would follow it (cancel help, issue 25 item 5). */
  cancel?: string;
};

type Entry = KnownMerchant & { keys: readonly string[] };

const MOBILE_CANCEL = 'Text STAC to 75075 for a code to leave, or PAC to 65075 to keep your number when you move (free, from your phone)';
const BROADBAND_CANCEL =
  'Moving to another provider: the new one switches you (One Touch Switch). Leaving without switching: call the provider and give notice';
const INSURANCE_CANCEL =
  'Call the insurer or use your online account; within 14 days of the start or renewal you can cancel and get back what you paid for the days left, less any fee the policy states';
const APPLE_CANCEL = 'iPhone: Settings > your name > Subscriptions > choose it > Cancel Subscription';

const ENTRIES: readonly Entry[] = [
  // Streaming and music.
  { keys: ['NETFLIX.COM', 'NETFLIX'], name: 'Netflix', kind: 'subscriptions', cadence: 'monthly', cancel: 'netflix.com > Account > Cancel membership' },
  {
    keys: ['DISNEY PLUS', 'DISNEYPLUS', 'DISNEY'],
    name: 'Disney+',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'disneyplus.com > Account > Subscription > Cancel subscription',
  },
  {
    keys: ['AMAZON PRIME', 'AMZNPRIME', 'AMZN PRIME', 'AMAZON PRIME MEMBERSHIP'],
    name: 'Amazon Prime',
    kind: 'subscriptions',
    cadence: 'monthly',
    yearlyFromPence: 4_000,
    cancel: 'amazon.co.uk > Account > Prime membership > Manage membership > End membership',
  },
  {
    keys: ['PRIME VIDEO', 'AMAZON PRIME VIDEO', 'PRIMEVIDEO'],
    name: 'Prime Video',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'amazon.co.uk > Account > Memberships and subscriptions > Cancel',
  },
  {
    keys: ['NOW TV', 'NOWTV', 'NOWTV.COM', '=NOW', 'NOW STREAMING'],
    name: 'NOW',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'nowtv.com > My Account > Memberships > Cancel membership',
  },
  {
    keys: ['SPOTIFY', 'SPOTIFY UK', 'SPOTIFYUK'],
    name: 'Spotify',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'spotify.com/account > Manage your plan > Cancel Premium',
  },
  {
    keys: ['APPLE.COM BILL', 'APPLE.COM', 'ITUNES.COM', 'ITUNES', 'APPLE SERVICES'],
    name: 'Apple',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: APPLE_CANCEL,
  },
  { keys: ['ICLOUD', 'APPLE ICLOUD'], name: 'iCloud+', kind: 'subscriptions', cadence: 'monthly', cancel: APPLE_CANCEL },
  {
    keys: ['YOUTUBEPREMIUM', 'YOUTUBE PREMIUM', 'YOUTUBE', 'YOUTUBE MUSIC'],
    name: 'YouTube Premium',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'youtube.com/paid_memberships > Manage membership > Deactivate',
  },
  {
    keys: ['AUDIBLE', 'AUDIBLE UK'],
    name: 'Audible',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'audible.co.uk > Account details > Cancel membership',
  },
  {
    keys: ['PARAMOUNT PLUS', 'PARAMOUNT'],
    name: 'Paramount+',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'paramountplus.com > Account > Cancel subscription',
  },
  { keys: ['BRITBOX'], name: 'BritBox', kind: 'subscriptions', cadence: 'monthly', cancel: 'britbox.co.uk > My account > Cancel subscription' },
  { keys: ['DISCOVERY PLUS', 'DISCOVERY'], name: 'discovery+', kind: 'subscriptions', cadence: 'monthly', cancel: 'discoveryplus.com > Account > Cancel' },
  { keys: ['APPLE TV', 'APPLE MUSIC'], name: 'Apple', kind: 'subscriptions', cadence: 'monthly', cancel: APPLE_CANCEL },
  { keys: ['DEEZER'], name: 'Deezer', kind: 'subscriptions', cadence: 'monthly', cancel: 'deezer.com > Account settings > Manage my subscription > Cancel' },
  { keys: ['TIDAL'], name: 'Tidal', kind: 'subscriptions', cadence: 'monthly', cancel: 'account.tidal.com > Manage subscription > Cancel' },
  { keys: ['CRUNCHYROLL'], name: 'Crunchyroll', kind: 'subscriptions', cadence: 'monthly', cancel: 'crunchyroll.com > Settings > Membership > Cancel' },
  // Software and storage.
  {
    keys: ['MICROSOFT', 'MSFT', 'MICROSOFT 365', 'OFFICE 365'],
    name: 'Microsoft 365',
    kind: 'subscriptions',
    cadence: 'yearly',
    alsoSells: true,
    cancel: 'account.microsoft.com/services > Manage > Cancel subscription',
  },
  {
    keys: ['ADOBE', 'ADOBE SYSTEMS', 'ADOBE SYSTEMS SOFTWARE', 'ADOBE CREATIVE CLOUD'],
    name: 'Adobe',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'account.adobe.com/plans > Manage plan > Cancel your plan',
  },
  {
    keys: ['GOOGLE ONE', 'GOOGLEONE', 'GOOGLE STORAGE'],
    name: 'Google One',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'one.google.com > Settings > Cancel membership',
  },
  { keys: ['DROPBOX'], name: 'Dropbox', kind: 'subscriptions', cadence: 'yearly', cancel: 'dropbox.com > Settings > Plan > Cancel plan' },
  // Phone and broadband.
  { keys: ['EE', 'EE LIMITED', 'EE MOBILE'], name: 'EE', kind: 'home', cadence: 'monthly', cancel: MOBILE_CANCEL },
  { keys: ['O2', 'O2 UK', 'TELEFONICA', 'TELEFONICA UK'], name: 'O2', kind: 'home', cadence: 'monthly', cancel: MOBILE_CANCEL },
  { keys: ['VODAFONE'], name: 'Vodafone', kind: 'home', cadence: 'monthly', cancel: MOBILE_CANCEL },
  { keys: ['=THREE', 'THREE.CO.UK', 'THREE MOBILE', 'HUTCHISON 3G', 'H3G'], name: 'Three', kind: 'home', cadence: 'monthly', cancel: MOBILE_CANCEL },
  {
    keys: ['GIFFGAFF'],
    name: 'giffgaff',
    kind: 'home',
    cadence: 'monthly',
    cancel: 'giffgaff.com > Your account > Cancel your plan (it then ends on its renewal day)',
  },
  { keys: ['TESCO MOBILE'], name: 'Tesco Mobile', kind: 'home', cadence: 'monthly', cancel: MOBILE_CANCEL },
  { keys: ['BT', 'BT GROUP', 'BRITISH TELECOM'], name: 'BT', kind: 'home', cadence: 'monthly', cancel: BROADBAND_CANCEL },
  { keys: ['SKY', 'SKY DIGITAL', 'SKY SUBSCRIPTION', 'SKY UK', 'SKY MOBILE'], name: 'Sky', kind: 'home', cadence: 'monthly', cancel: BROADBAND_CANCEL },
  { keys: ['VIRGIN MEDIA', 'VIRGINMEDIA', 'VIRGIN MEDIA O2'], name: 'Virgin Media', kind: 'home', cadence: 'monthly', cancel: BROADBAND_CANCEL },
  { keys: ['TALKTALK', 'TALK TALK'], name: 'TalkTalk', kind: 'home', cadence: 'monthly', cancel: BROADBAND_CANCEL },
  { keys: ['PLUSNET'], name: 'Plusnet', kind: 'home', cadence: 'monthly', cancel: BROADBAND_CANCEL },
  // Gyms.
  {
    keys: ['PUREGYM', 'PURE GYM'],
    name: 'PureGym',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'puregym.com > Members area > Membership > Cancel membership',
  },
  {
    keys: ['THE GYM GROUP', 'THE GYM', 'GYM GROUP'],
    name: 'The Gym Group',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'thegymgroup.com > My account > Membership > Cancel membership',
  },
  {
    keys: ['DAVID LLOYD', 'DAVID LLOYD LEISURE', 'DAVID LLOYD CLUBS'],
    name: 'David Lloyd',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'Give notice in writing at your club (usually a month)',
  },
  {
    keys: ['NUFFIELD HEALTH', 'NUFFIELD'],
    name: 'Nuffield Health',
    kind: 'subscriptions',
    cadence: 'monthly',
    cancel: 'Give notice at your club or in your Nuffield Health account (usually a month)',
  },
  { keys: ['ANYTIME FITNESS'], name: 'Anytime Fitness', kind: 'subscriptions', cadence: 'monthly', cancel: 'Give notice at your club' },
  // Insurers and breakdown cover.
  { keys: ['AVIVA', 'AVIVA INSURANCE'], name: 'Aviva', kind: 'insurance', cadence: 'monthly', yearlyFromPence: 10_000, cancel: INSURANCE_CANCEL },
  {
    keys: ['DIRECT LINE', 'DIRECT LINE INSURANCE'],
    name: 'Direct Line',
    kind: 'insurance',
    cadence: 'monthly',
    yearlyFromPence: 10_000,
    cancel: INSURANCE_CANCEL,
  },
  { keys: ['ADMIRAL', 'ADMIRAL INSURANCE'], name: 'Admiral', kind: 'insurance', cadence: 'monthly', yearlyFromPence: 10_000, cancel: INSURANCE_CANCEL },
  {
    keys: ['LV', 'LV INSURANCE', 'LIVERPOOL VICTORIA', 'LV GENERAL INSURANCE'],
    name: 'LV=',
    kind: 'insurance',
    cadence: 'monthly',
    yearlyFromPence: 10_000,
    cancel: INSURANCE_CANCEL,
  },
  { keys: ['CHURCHILL', 'CHURCHILL INSURANCE'], name: 'Churchill', kind: 'insurance', cadence: 'monthly', yearlyFromPence: 10_000, cancel: INSURANCE_CANCEL },
  {
    keys: ['HASTINGS DIRECT', 'HASTINGS INSURANCE'],
    name: 'Hastings Direct',
    kind: 'insurance',
    cadence: 'monthly',
    yearlyFromPence: 10_000,
    cancel: INSURANCE_CANCEL,
  },
  {
    keys: ['THE AA', '=AA', 'AA MEMBERSHIP', 'AA BREAKDOWN', 'AA INSURANCE', 'AUTOMOBILE ASSOCIATION'],
    name: 'AA',
    kind: 'insurance',
    cadence: 'yearly',
    cancel: INSURANCE_CANCEL,
  },
  { keys: ['RAC', 'RAC MOTORING SERVICES', 'RAC BREAKDOWN', 'RAC INSURANCE'], name: 'RAC', kind: 'insurance', cadence: 'yearly', cancel: INSURANCE_CANCEL },
  { keys: ['GREEN FLAG'], name: 'Green Flag', kind: 'insurance', cadence: 'yearly', cancel: INSURANCE_CANCEL },
  { keys: ['PETPLAN'], name: 'Petplan', kind: 'insurance', cadence: 'monthly', yearlyFromPence: 10_000, cancel: INSURANCE_CANCEL },
  // Home.
  {
    keys: ['TV LICENCE', 'TV LICENCE MBP', 'TV LICENSING', 'TVLICENSING', 'TV LICENSING.CO.UK', 'TVL'],
    name: 'TV Licence',
    kind: 'home',
    cadence: 'yearly',
    cancel: "tvlicensing.co.uk > Tell us you don't need a licence",
  },
  { keys: ['OCTOPUS ENERGY', 'OCTOPUS'], name: 'Octopus Energy', kind: 'home', cadence: 'monthly' },
  { keys: ['BRITISH GAS'], name: 'British Gas', kind: 'home', cadence: 'monthly' },
  { keys: ['EDF', 'EDF ENERGY'], name: 'EDF', kind: 'home', cadence: 'monthly' },
  { keys: ['EON', 'E.ON', 'EON NEXT', 'E.ON NEXT'], name: 'E.ON Next', kind: 'home', cadence: 'monthly' },
  { keys: ['OVO', 'OVO ENERGY'], name: 'OVO', kind: 'home', cadence: 'monthly' },
  { keys: ['SCOTTISH POWER', 'SCOTTISHPOWER'], name: 'ScottishPower', kind: 'home', cadence: 'monthly' },
  { keys: ['THAMES WATER'], name: 'Thames Water', kind: 'home', cadence: 'monthly' },
  { keys: ['HOMESERVE'], name: 'HomeServe', kind: 'home', cadence: 'monthly', cancel: 'Call HomeServe or use your online account' },
  {
    keys: ['DOMESTIC & GENERAL', 'DOMESTIC AND GENERAL', 'D&G'],
    name: 'Domestic & General',
    kind: 'home',
    cadence: 'monthly',
    cancel: 'domesticandgeneral.com > My account > Cancel a plan',
  },
  {
    keys: ['HELLOFRESH', 'HELLO FRESH'],
    name: 'HelloFresh',
    kind: 'subscriptions',
    cadence: 'weekly',
    cancel: 'hellofresh.co.uk > Account settings > Plan settings > Cancel plan',
  },
  { keys: ['GOUSTO'], name: 'Gousto', kind: 'subscriptions', cadence: 'weekly', cancel: 'gousto.co.uk > My Gousto > Subscription > Pause or cancel' },
  // Charities: a monthly gift by direct debit.
  { keys: ['OXFAM'], name: 'Oxfam', kind: 'other', cadence: 'monthly' },
  { keys: ['CANCER RESEARCH', 'CANCER RESEARCH UK'], name: 'Cancer Research UK', kind: 'other', cadence: 'monthly' },
  { keys: ['BRITISH HEART FOUNDATION', 'BHF'], name: 'British Heart Foundation', kind: 'other', cadence: 'monthly' },
  { keys: ['NSPCC'], name: 'NSPCC', kind: 'other', cadence: 'monthly' },
  { keys: ['RSPCA'], name: 'RSPCA', kind: 'other', cadence: 'monthly' },
  { keys: ['MACMILLAN', 'MACMILLAN CANCER SUPPORT'], name: 'Macmillan Cancer Support', kind: 'other', cadence: 'monthly' },
  { keys: ['SAVE THE CHILDREN'], name: 'Save the Children', kind: 'other', cadence: 'monthly' },
  { keys: ['BRITISH RED CROSS'], name: 'British Red Cross', kind: 'other', cadence: 'monthly' },
  { keys: ['RNLI'], name: 'RNLI', kind: 'other', cadence: 'monthly' },
  { keys: ['WWF', 'WWF UK'], name: 'WWF', kind: 'other', cadence: 'monthly' },
];

// Payment processors that stand before the merchant's own name in a payee key.
const PROCESSOR_WORDS = new Set(['PAYPAL', 'PP', 'GOOGLE', 'SQ', 'SUMUP', 'ZETTLE', 'STRIPE', 'PADDLE.NET']);
/** No key is longer than this many words, so a lookup tries at most this many prefixes. */
const MAX_KEY_WORDS = 4;

const BY_PREFIX = new Map<string, KnownMerchant>();
const BY_WHOLE = new Map<string, KnownMerchant>();
for (const { keys, ...merchant } of ENTRIES) {
  for (const key of keys) {
    if (key.startsWith('=')) BY_WHOLE.set(key.slice(1), merchant);
    else BY_PREFIX.set(key, merchant);
  }
}

/**
 * The known merchant a payee key ('SKY DIGITAL', 'PAYPAL SPOTIFY', 'GOOGLE GOOGLE ONE') is, or
 * null: the whole key, else its longest leading words that are a key, else the same after a
 * payment processor's name.
 */
export function knownMerchant(payeeKey: string): KnownMerchant | null {
  const found = byLeadingWords(payeeKey);
  if (found) return found;
  const space = payeeKey.indexOf(' ');
  return space > 0 && PROCESSOR_WORDS.has(payeeKey.slice(0, space)) ? byLeadingWords(payeeKey.slice(space + 1)) : null;
}

function byLeadingWords(key: string): KnownMerchant | null {
  const exact = BY_WHOLE.get(key) ?? BY_PREFIX.get(key);
  if (exact) return exact;
  const words = key.split(' ', MAX_KEY_WORDS);
  for (let n = words.length; n > 0; n--) {
    const found = BY_PREFIX.get(words.slice(0, n).join(' '));
    if (found) return found;
  }
  return null;
}

/** Every known merchant, once each: for the cancel help's list and the tests. */
export const KNOWN_MERCHANTS: readonly KnownMerchant[] = ENTRIES.map(({ keys: _keys, ...merchant }) => merchant);
