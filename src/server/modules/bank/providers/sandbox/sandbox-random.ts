// Seeded randomness for the sandbox bank. Every random choice is keyed by the text of
// what it is about (seed, account, date...), never drawn from a long-running generator,
// so one day's data never depends on how many days were generated before it.

/** cyrb53-style string hash, folded to 32 bits; `salt` gives independent hashes of one text. */
export function hash32(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** `length` lowercase hex digits derived from `text` (for ids that must never change). */
export function hexDigest(text: string, length: number): string {
  let out = '';
  for (let salt = 1; out.length < length; salt++) {
    out += hash32(text, salt).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32: tiny, fast and good enough for made-up bank statements. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one subject, e.g. rngFor(seed, accountId, '2025-03-14'). */
export function rngFor(...parts: (string | number)[]): Rng {
  const next = mulberry32(hash32(parts.join('|')));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
  };
}
