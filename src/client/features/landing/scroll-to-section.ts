import type { MouseEvent } from 'react';

/** Matches the fixed header plus breathing room, and the html scroll-padding-top. */
const HEADER_OFFSET = 80;

/**
 * Click handler for in-page anchors. The browser's own jump ignores the fixed header in
 * some engines, so we scroll by hand and keep the real href for new tabs and no-JS.
 */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, onDone?: () => void) {
  // Let ctrl/cmd/shift-click and middle-click do what the user asked for.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const id = event.currentTarget.hash.slice(1);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  onDone?.();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  // Keyboard and screen-reader users continue from the section, as with a native jump.
  // The tabindex is only for this focus, so later clicks in the section don't grab it.
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
