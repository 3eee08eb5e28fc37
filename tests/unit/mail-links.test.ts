import { describe, expect, it } from 'vitest';
import { linksIn } from '../../src/server/mail/mailer';

describe('linksIn: the links a logged mail puts on its log line', () => {
  it('finds each web address in order, without the punctuation around it', () => {
    const text = 'Hello Ada,\n\nConfirm here: http://localhost:3000/verify-email?token=abc123.\n\nOr see <https://example.com/help> "https://x.test/a"';
    expect(linksIn(text)).toEqual(['http://localhost:3000/verify-email?token=abc123', 'https://example.com/help', 'https://x.test/a']);
  });

  it('finds none in a mail without links', () => {
    expect(linksIn('Your password was changed.')).toEqual([]);
  });
});
