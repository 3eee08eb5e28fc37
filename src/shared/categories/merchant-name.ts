import { MAX_PAYEE_TEXT, payeeKey } from '../bank-bills/payee-key';
import { lookupMerchant } from './merchant-dictionary';

// Clean merchant names (issue 14, part 3): 'CARD PAYMENT TESCO STORES 2041' -> 'Tesco'.
// Builds on the bills' payeeKey (prefixes, dates, card tails, long digit runs, legal
// forms) and adds what a name shown to a person needs on top: processor prefixes
// dropped, towns and store numbers gone, web addresses shortened, and title case. The
// original text is kept on the transaction; this is only what is shown in lists.

// Payment processors and wallets that put the real merchant after a separator:
// 'SQ *BEAN CAFE', 'SUMUP *JOES', 'ZETTLE_*STALL', 'PAYPAL *SPOTIFY', 'CRV*SHOP', 'GOOGLE *YOUTUBE'.
const PROCESSOR =
  /^(?:SQ|SUMUP|SUM UP|ZETTLE|IZ|IZETTLE|PAYPAL|PP|SP|CRV|GOOGLE|GPAY|APPLE PAY|STRIPE|WORLDPAY|TAKEPAYMENTS|DOJO|PAYPOINT|CKO|WWW|LSP|TST|SNAP|PADDLE\.NET)\s*[*_#-]+\s*/i;
const PROCESSOR_AT_END = /(?:^|\s)(?:SQ|SUMUP|SUM UP|ZETTLE_?|IZ|IZETTLE|PAYPAL|PP|SP|CRV|GOOGLE|GPAY|STRIPE|WORLDPAY|DOJO|CKO|LSP|TST)$/i;
// A fuel station's own 'BP' would read as Barclays' 'BP' (bill payment) prefix, which payeeKey drops.
const BP_FORECOURT = /^BP\s+(?=CONNECT\b|EXPRESS\b|SERVICE|GARAGE\b|PFS\b|FUEL\b|PETROL\b)/i;
// Contactless marks and short bank codes some banks start or end descriptions with.
const BANK_MARKS =
  /^\s*\){2,}\s*|^\s*(?:VIS|VISA|DEB|POS|CPT|BCC|CLP|FPO|FPI|BGC|BAC|BACS|CHG|TFR|INT|OBP|ATM)\s+|\s+(?:VIS|DEB|POS|BCC|CLP|FPO|FPI|BGC|BAC|CHG|TFR|CR|DR)\s*$/i;
// Santander-style amount and rate tails: ', 12.34 GBP, RATE 1.00/GBP ON 12-03-2024'.
const AMOUNT_TAIL = /,\s*[\d.,]+\s*(?:GBP|EUR|USD)\b.*$/i;
const WEB = /^WWW\.|\.(?:CO\.UK|ORG\.UK|GOV\.UK|AC\.UK|COM|NET|ORG|IO|UK|EU|DE|FR|IE)\b/g;
// Words that say which branch or what kind of outlet, never who: left out of a shown
// name, kept in the key because they tell the dictionary what kind of shop it is.
const OUTLET = new Set([
  'STORES',
  'STORE',
  'SUPERSTORE',
  'EXPRESS',
  'EXTRA',
  'METRO',
  'LOCAL',
  'SMKT',
  'SUPERMARKET',
  'SUPERMARKETS',
  'BRANCH',
  'CONCESSION',
  'ONLINE',
  'WEB',
  'APP',
]);

/** UK towns and cities banks append to card payments (multi-word ones with their spaces). */
const TOWNS = new Set(
  `LONDON|BIRMINGHAM|MANCHESTER|LEEDS|LIVERPOOL|SHEFFIELD|BRISTOL|NEWCASTLE|NEWCASTLE UPON TYNE|NOTTINGHAM|LEICESTER|COVENTRY|BRADFORD|CARDIFF|SWANSEA|NEWPORT|EDINBURGH|GLASGOW|ABERDEEN|DUNDEE|INVERNESS|BELFAST|DERRY|
  PLYMOUTH|EXETER|SOUTHAMPTON|PORTSMOUTH|BOURNEMOUTH|POOLE|BRIGHTON|BRIGHTON AND HOVE|HOVE|READING|OXFORD|CAMBRIDGE|NORWICH|IPSWICH|PETERBOROUGH|LUTON|MILTON KEYNES|NORTHAMPTON|
  WOLVERHAMPTON|STOKE|STOKE ON TRENT|DERBY|LINCOLN|HULL|KINGSTON UPON HULL|YORK|DONCASTER|WAKEFIELD|HUDDERSFIELD|HALIFAX|BOLTON|WIGAN|STOCKPORT|SALFORD|OLDHAM|ROCHDALE|PRESTON|BLACKPOOL|BLACKBURN|BURNLEY|
  LANCASTER|CARLISLE|SUNDERLAND|GATESHEAD|MIDDLESBROUGH|DURHAM|DARLINGTON|HARROGATE|SWINDON|BATH|GLOUCESTER|CHELTENHAM|WORCESTER|HEREFORD|SHREWSBURY|TELFORD|CHESTER|CREWE|WARRINGTON|
  WATFORD|ST ALBANS|STEVENAGE|CHELMSFORD|COLCHESTER|SOUTHEND|SOUTHEND ON SEA|BASILDON|MAIDSTONE|CANTERBURY|ASHFORD|DOVER|GUILDFORD|WOKING|CROYDON|KINGSTON|RICHMOND|STRATFORD|ISLINGTON|CAMDEN|HACKNEY|
  WIMBLEDON|CLAPHAM|BRIXTON|ROMFORD|ILFORD|HARROW|EALING|SLOUGH|WINDSOR|BASINGSTOKE|WINCHESTER|SALISBURY|TAUNTON|TRURO|TORQUAY|WORTHING|CRAWLEY|EASTBOURNE|HASTINGS|TUNBRIDGE WELLS|
  STIRLING|PERTH|PAISLEY|FALKIRK|LIVINGSTON|WREXHAM|BANGOR|ABERYSTWYTH|LISBURN|NEWRY|ALTRINCHAM|SOLIHULL|WALSALL|DUDLEY|KETTERING|BEDFORD|HIGH WYCOMBE|AYLESBURY|BANBURY|LOUGHBOROUGH|
  MANSFIELD|CHESTERFIELD|GRIMSBY|SCUNTHORPE|BARNSLEY|ROTHERHAM|ST HELENS|SOUTHPORT|BIRKENHEAD|WARWICK|LEAMINGTON SPA|STRATFORD UPON AVON|NUNEATON|RUGBY|TAMWORTH|LICHFIELD|STAFFORD|CANNOCK`
    .split('|')
    .map((t) => t.trim()),
);
const LONGEST_TOWN = 4;
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'mt']);
/** Words kept lower case inside a name ('City & County of Swansea'). */
export const SMALL_WORDS = new Set(['A', 'AN', 'AND', 'AT', 'BY', 'FOR', 'IN', 'OF', 'ON', 'THE', 'TO']);

/**
 * The merchant part of a bank description, upper case ('TESCO STORES 2041 LONDON GB' ->
 * 'TESCO'): what the dictionary and a person's rules match on.
 */
export function merchantKey(text: string): string {
  // Read only as far as a payee name can reach: the loops below are then bounded on any text.
  const original = (text.length > MAX_PAYEE_TEXT ? text.slice(0, MAX_PAYEE_TEXT) : text).replace(/\s+/g, ' ').trim();
  let plain = original.replace(AMOUNT_TAIL, '');
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(BANK_MARKS, '').replace(PROCESSOR, '').trim();
  }
  plain = starWords(plain);
  const forecourt = BP_FORECOURT.test(plain);
  if (forecourt) plain = plain.replace(BP_FORECOURT, '');
  let key = payeeKey(plain).replace(WEB, '').replace(/\./g, ' ').replace(/ {2,}/g, ' ').trim();
  key = withoutTrailing(key, false);
  if (forecourt) key = `BP ${key}`.trim();
  return key === '' ? payeeKey(original) : key;
}

/** The name shown for a payee: the dictionary's name when it knows the merchant, else the key in title case. */
export function merchantName(text: string): string {
  const key = merchantKey(text);
  const known = lookupMerchant(key);
  if (known?.name) return known.name;
  return titleCase(withoutTrailing(key, true));
}

// 'UBER *EATS' keeps its words; 'NETFLIX.COM*12345' and 'AMAZON.CO.UK*AB12C34D5 ON 16 MAR'
// lose the order reference; 'CARD PAYMENT TO PAYPAL *SPOTIFY' is Spotify.
function starWords(text: string): string {
  const star = text.indexOf('*');
  if (star < 0) return text;
  let head = text.slice(0, star).trim();
  const tail = text
    .slice(star + 1)
    .split('*')[0]!
    .trim();
  const processor = PROCESSOR_AT_END.exec(head);
  if (processor) head = head.slice(0, processor.index).trim();
  if (tail === '') return head;
  if (head === '' || processor) return `${head} ${tail}`.trim();
  const firstWord = tail.split(/[\s,]/)[0] ?? '';
  return /\d/.test(firstWord) ? `${head} ${tail.slice(firstWord.length)}` : `${head} ${tail}`;
}

// Towns, postcode districts, outlet words and short store numbers at the end of a key.
function withoutTrailing(key: string, outlets: boolean): string {
  let words = key.split(' ');
  for (let changed = true; changed && words.length > 1;) {
    changed = false;
    const last = words[words.length - 1]!;
    if (/^\d{1,3}$/.test(last) || /^(?:NO|#)\d+$/.test(last) || (outlets && OUTLET.has(last))) {
      words = words.slice(0, -1);
      changed = true;
      continue;
    }
    // A postcode district only after a town ('LONDON W1'), so 'O2' and 'EE' stay.
    const postcode = /^[A-Z]{1,2}\d[A-Z\d]?$/.test(last) && words.length > 2 && TOWNS.has(words[words.length - 2]!);
    if (postcode) {
      words = words.slice(0, -1);
      changed = true;
      continue;
    }
    for (let n = Math.min(LONGEST_TOWN, words.length - 1); n >= 1; n--) {
      // 'TRANSPORT FOR LONDON' and 'UNIVERSITY OF LEEDS' are names, not a merchant and its town.
      if (TOWNS.has(words.slice(-n).join(' ')) && !SMALL_WORDS.has(words[words.length - n - 1]!)) {
        words = words.slice(0, -n);
        changed = true;
        break;
      }
    }
  }
  return words.join(' ');
}

function titleCase(key: string): string {
  return key
    .toLowerCase()
    .split(' ')
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word.toUpperCase())) return word;
      // Short all-consonant words are initials ('BT', 'JD', 'NCP'), except titles ('Dr', 'St');
      // mixed ones read as words.
      if (word.length <= 3 && !/[aeiouy]/.test(word) && !TITLES.has(word)) return word.toUpperCase();
      return word.replace(/(^|[&\-/])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
    })
    .join(' ');
}
