// Character references in OFX, QIF and HTML text: `&amp;`, `&#163;`, `&#xA3;`. One linear
// pass of one regex (a reference cannot contain '&', so no text is scanned twice). A numeric
// reference to no character (0, a lone surrogate, beyond U+10FFFF) is not a slip a bank makes:
// the file is refused rather than stored with a NUL the database would reject.

const ENTITY = /&(?:([a-z]{2,6})|#(\d+)|#x([0-9a-f]+));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£', euro: '€' };

export class BadCharacterReference extends Error {
  constructor(readonly reference: string) {
    super(`${reference} is not a character`);
    this.name = 'BadCharacterReference';
  }
}

/**
 * The text with its references replaced. `twice` decodes again what the first pass left as a
 * reference: some exports escape names twice (`M&amp;amp;S`, `&amp;lt;`), never meaning the
 * literal text '&amp;'.
 */
export function decodeEntities(text: string, { twice = false } = {}): string {
  if (!text.includes('&')) return text;
  const once = text.replace(ENTITY, replaceReference);
  return twice && once !== text && once.includes('&') ? once.replace(ENTITY, replaceReference) : once;
}

function replaceReference(all: string, name: string | undefined, decimal: string | undefined, hex: string | undefined): string {
  if (name !== undefined) return NAMED[name.toLowerCase()] ?? all;
  const digits = decimal ?? hex!;
  // More than 8 digits is beyond U+10FFFF whatever they are (and Number() would lose them).
  const code = digits.length > 8 ? Infinity : decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    throw new BadCharacterReference(all.length > 24 ? `${all.slice(0, 20)}...;` : all);
  }
  return String.fromCodePoint(code);
}
