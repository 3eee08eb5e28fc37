import { FEEDBACK_CATEGORY_LABELS, type Feedback } from './schemas/feedback';

const FEEDBACK_FOOTER = 'Sent from Plain Sight settings';

/** '[BUG] Feedback from Ann' */
export function feedbackSubject(feedback: Pick<Feedback, 'category' | 'name'>): string {
  return `[${feedback.category.toUpperCase()}] Feedback from ${feedback.name}`;
}

/** The mail's text: who sent it, the category, the message, then a footer. */
export function feedbackBody(feedback: Feedback): string {
  return [
    `Name: ${feedback.name}`,
    `Email: ${feedback.email}`,
    `Category: ${FEEDBACK_CATEGORY_LABELS[feedback.category]}`,
    '',
    'Message:',
    feedback.message,
    '',
    '---',
    FEEDBACK_FOOTER,
  ].join('\n');
}

/**
 * A mailto: URI (RFC 6068): header values percent-encoded as UTF-8, spaces as %20 (never
 * '+', which mail apps show literally), and every line break as %0D%0A.
 */
export function mailtoUrl(to: string, fields: { subject?: string; body?: string } = {}): string {
  // '@' may stay as is; everything else unsafe in an addr-spec is encoded.
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeHeaderValue(value)}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}

/** The feedback form's mail to support. */
export function feedbackMailto(supportEmail: string, feedback: Feedback): string {
  return mailtoUrl(supportEmail, { subject: feedbackSubject(feedback), body: feedbackBody(feedback) });
}

function encodeHeaderValue(value: string): string {
  return encodeURIComponent(value.replace(/\r\n|\r|\n/g, '\r\n'));
}
