import { describe, expect, it } from 'vitest';
import { feedbackBody, feedbackMailto, feedbackSubject, mailtoUrl } from '../../src/shared/feedback-mail';

/** Reads a mailto: URI back the way a mail app does. */
function parseMailto(uri: string) {
  const url = new URL(uri);
  expect(url.protocol).toBe('mailto:');
  const fields = Object.fromEntries(
    url.search
      .slice(1)
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name, value] = pair.split('=');
        return [name!, decodeURIComponent(value!)];
      }),
  );
  return { to: decodeURIComponent(url.pathname), ...fields } as { to: string; subject?: string; body?: string };
}

const ann = { name: 'Ann', email: 'ann@example.com', category: 'bug' as const, message: 'The chart is blank.' };

describe('feedback mail', () => {
  it('subjects the mail [CATEGORY] Feedback from {name}', () => {
    expect(feedbackSubject(ann)).toBe('[BUG] Feedback from Ann');
    expect(feedbackSubject({ ...ann, category: 'feature' })).toBe('[FEATURE] Feedback from Ann');
    expect(feedbackSubject({ ...ann, category: 'feedback', name: "Zoë O'Neil" })).toBe("[FEEDBACK] Feedback from Zoë O'Neil");
  });

  it('lists the sender, the category, the message and a footer', () => {
    expect(feedbackBody(ann).split('\n')).toEqual([
      'Name: Ann',
      'Email: ann@example.com',
      'Category: Bug Report',
      '',
      'Message:',
      'The chart is blank.',
      '',
      '---',
      'Sent from Plain Sight settings',
    ]);
    expect(feedbackBody({ ...ann, category: 'feature' })).toContain('Category: Feature Request');
    expect(feedbackBody({ ...ann, category: 'feedback' })).toContain('Category: General Feedback');
  });

  it('addresses support and carries the subject and body through a round trip', () => {
    const uri = feedbackMailto('support@plainsight.app', ann);
    expect(uri.startsWith('mailto:support@plainsight.app?subject=')).toBe(true);
    const parsed = parseMailto(uri);
    expect(parsed.to).toBe('support@plainsight.app');
    expect(parsed.subject).toBe('[BUG] Feedback from Ann');
    expect(parsed.body).toBe(feedbackBody(ann).replace(/\n/g, '\r\n'));
  });

  it('encodes line breaks as %0D%0A and spaces as %20, whatever the line endings typed', () => {
    for (const message of ['line one\nline two', 'line one\r\nline two', 'line one\rline two']) {
      const uri = mailtoUrl('a@b.co', { body: message });
      expect(uri).toBe('mailto:a@b.co?body=line%20one%0D%0Aline%20two');
    }
    expect(mailtoUrl('a@b.co', { subject: 'a b' })).not.toContain('+');
  });

  it('encodes the characters that would break the URI or forge another field', () => {
    const uri = mailtoUrl('a@b.co', { subject: 'Tom & Jerry = 100% ?#+', body: 'x&cc=evil@example.com' });
    expect(uri).toBe('mailto:a@b.co?subject=Tom%20%26%20Jerry%20%3D%20100%25%20%3F%23%2B&body=x%26cc%3Devil%40example.com');
    const parsed = parseMailto(uri);
    expect(parsed).toEqual({ to: 'a@b.co', subject: 'Tom & Jerry = 100% ?#+', body: 'x&cc=evil@example.com' });
  });

  it('encodes non-ASCII text as UTF-8 and leaves out empty fields', () => {
    expect(mailtoUrl('a@b.co', { subject: '£5 café' })).toBe('mailto:a@b.co?subject=%C2%A35%20caf%C3%A9');
    expect(mailtoUrl('a@b.co', { subject: '', body: undefined })).toBe('mailto:a@b.co');
    expect(mailtoUrl('a@b.co')).toBe('mailto:a@b.co');
  });

  it('percent-encodes unsafe characters of the address but keeps the @', () => {
    expect(mailtoUrl('odd?name#x@example.com')).toBe('mailto:odd%3Fname%23x@example.com');
  });
});
