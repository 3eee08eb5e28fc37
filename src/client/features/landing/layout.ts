/** Shared page gutter, so every section lines up. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** Plain links get the same visible focus ring as the Button component. */
export const focusRing = 'rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/** Sections take focus after an anchor jump; an outline round a whole section would only distract. */
export const sectionTarget = 'outline-none';
