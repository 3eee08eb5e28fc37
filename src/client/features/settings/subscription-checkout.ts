import { notify } from '../../components/notify';
import { trpc } from '../../lib/trpc';

/**
 * A plan's payment link for this user: Stripe hands client_reference_id back in the
 * checkout's webhook, which is how the payment finds its account; the e-mail only saves
 * typing.
 */
export function checkoutUrl(paymentLink: string, user: { id: string; email: string }): string {
  const url = new URL(paymentLink);
  url.searchParams.set('client_reference_id', user.id);
  url.searchParams.set('prefilled_email', user.email);
  return url.toString();
}

/** Opens a page of the payment provider in a new tab, without giving it this window. */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** '10 March 2027' in London time. */
export function formatPlanDate(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(value));
}

/**
 * Opens the customer portal in a new tab. The tab is opened at the click, before the
 * portal link exists, so the browser does not treat it as an unasked pop-up.
 */
export function useOpenPortal() {
  const portal = trpc.billing.portal.useMutation();
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await portal.mutateAsync();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      notify.error('Failed to open subscription management portal');
    }
  };
  return { open, opening: portal.isPending };
}
