/**
 * Hands a mailto: link to the browser the way a click on a link does: the mail app opens
 * with the message filled in and this page stays where it is.
 */
export function openMailComposer(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
