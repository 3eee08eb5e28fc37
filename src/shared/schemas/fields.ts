import { z } from 'zod';

// Field builders every input schema uses, so that what the database or a mail cannot hold is
// refused at the door with words a person understands, never answered with a 500.

/**
 * Control characters other than tab and line breaks. Postgres refuses NUL in text outright,
 * and none of the others belongs in a name or a note.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the unusual characters from this text';

/**
 * Free text typed by a person: any letters and line breaks, no control characters.
 * `required` is the message when the value is missing or not text at all.
 */
export function text(required?: string) {
  return z.string(required === undefined ? undefined : { error: required }).refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE);
}

/** Text shaped like a web address; a name that goes into "Hello {name}," must not carry one. */
const LINK = /:\/\/|\bwww\./i;

const NAME_WITH_LINK_MESSAGE = 'Please enter a name without a web address';

/** A person's name as forms ask for it: required, at most 100 characters, no control characters or links. */
export function personName(label: string) {
  return text()
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(100, `Your ${label} must be at most 100 characters`)
    .refine((value) => !LINK.test(value), NAME_WITH_LINK_MESSAGE);
}

/**
 * The years a date typed into the app may fall in. Postgres has no year 0 and JS Dates of
 * five-digit years break formatting; no bill, loan or payment of a living person falls outside.
 */
export const FIRST_DATE = '1900-01-01';
const LAST_DATE = '2199-12-31';

const DATE_RANGE_MESSAGE = 'Please enter a date between 1900 and 2199';

/** A calendar day 'yyyy-MM-dd' within FIRST_DATE..LAST_DATE; `message` for a malformed one. */
export function calendarDate(message?: string) {
  // A malformed day has its own message already; the range speaks only of real days.
  const inRange = (day: string) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= FIRST_DATE && day <= LAST_DATE);
  return z.iso.date(message === undefined ? undefined : { error: message }).refine(inRange, DATE_RANGE_MESSAGE);
}

/**
 * Whether any text in a call's input, value or key, at any depth, holds a NUL character.
 * Postgres text and jsonb cannot hold one, so wherever a string goes (a mapping's header, a
 * webhook address) it would come back as a 500; the server refuses such a call before any
 * schema runs (issue 23 item 15). A loop, not recursion: the depth is the sender's to choose.
 */
export function holdsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
