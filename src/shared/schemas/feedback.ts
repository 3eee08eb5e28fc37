import { z } from 'zod';
import { text } from './fields';

// The Settings > Share Your Feedback form. Nothing is sent to the server: the form opens
// the user's mail composer (src/shared/feedback-mail.ts), so this schema serves the form.

export const FEEDBACK_CATEGORIES = ['feedback', 'feature', 'bug'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  feedback: 'General Feedback',
  feature: 'Feature Request',
  bug: 'Bug Report',
};

/** Mail apps and browsers cut very long mailto: links, so the message is kept within reach. */
const FEEDBACK_MESSAGE_MAX = 2000;

export const feedbackInput = z.object({
  name: text().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
  email: z.string().trim().max(254, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address')),
  category: z.enum(FEEDBACK_CATEGORIES, 'Please choose a category').default('feedback'),
  message: text()
    .trim()
    .min(10, 'Please provide more details (at least 10 characters)')
    .max(FEEDBACK_MESSAGE_MAX, `Please keep your message under ${FEEDBACK_MESSAGE_MAX} characters`),
});
export type FeedbackInput = z.input<typeof feedbackInput>;
export type Feedback = z.output<typeof feedbackInput>;
