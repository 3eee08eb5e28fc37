import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isAppPath, VISITOR_ONLY_PAGES } from '../shared/app-paths';
import { londonDate } from '../shared/dates';
import { formatPence } from '../shared/money';
import { App } from './app';
import { OfflineNotice } from './components/offline-notice';
import { dropFirstRequest } from './first-request';
import { nextTask } from './next-task';
import { cn } from './lib/cn';
import { trpcUtils } from './lib/trpc';
import { createAppRouter } from './router';
import { endFirstPageData } from './routes/app-routes';
import { startSignedInPage } from './routes/first-load';

/**
 * Work every page's first render would do inside one of React's slices, here in tasks of its
 * own while the page's code and data are on their way: the first Intl formatters load their
 * locale and time-zone data, and tailwind-merge builds its class map on its first call
 * (together 15-20 ms at a desktop's speed, four times that on a phone).
 */
async function warmUp() {
  await nextTask();
  londonDate();
  await nextTask();
  formatPence(0);
  await nextTask();
  cn('p-0');
}

/**
 * The app's start, called by main.tsx once this module's code has run. Each step below is
 * a task of its own (the router's tree, the first page's data, the offline notice, ...): on
 * a phone's CPU the start was one task of 150-300 ms that a tap had to wait for; these are
 * a few milliseconds each (decision 031).
 */
export async function start() {
  const container = document.getElementById('root')!;
  const router = createAppRouter();
  await nextTask();
  // The server sends these prerendered pages only to a browser with no session cookie: nobody
  // is signed in, so the guards need not ask, and the page hydrates as soon as its code is here.
  const built = container.dataset.prerendered;
  if (built && built === location.pathname && VISITOR_ONLY_PAGES.includes(built)) trpcUtils.auth.session.setData(undefined, null);
  // A signed-in page (the HTML holds the shell's skeleton): its code and data start now,
  // with the session check, rather than after the guard's answer.
  if (container.querySelector('[data-app-skeleton]')) startSignedInPage(router);
  // The offline notice has its own root, outside the router: offline, a page's guard may take
  // a while to give up on the server, and the notice must not wait for it.
  await nextTask();
  const noticeContainer = document.createElement('div');
  document.body.append(noticeContainer);
  createRoot(noticeContainer).render(<OfflineNotice />);
  // The page in the HTML (prerendered at build for public pages, the shell's skeleton for
  // signed-in ones) stays on screen until the route is ready: its guard has answered, its
  // lazy page has loaded and its loader has started the page's data loads. Rendering before
  // that would swap the HTML for a blank page for a moment.
  const loaded = router.load().catch(() => undefined);
  void warmUp();
  await loaded;
  endFirstPageData();
  dropFirstRequest();
  // A prerendered page is hydrated when the router landed on the page it was built for (a
  // guard may have sent a signed-in visitor on); anything else is rendered afresh.
  const pathname = router.state.location.pathname;
  const same = built === '404' ? !isAppPath(pathname) : built === pathname;
  if (built && same) {
    // Hydration as a transition too: React then hydrates the page in slices (as it renders
    // below) rather than in one task as long as the page is big, the landing page's longest.
    startTransition(() => void hydrateRoot(container, <App router={router} />));
  } else {
    // As a transition, React renders the page in slices of a few milliseconds rather than in
    // one long task, so a phone stays responsive while it builds the page (issue 17: the
    // dashboard's first render was Lighthouse's longest blocking task). The HTML stays on
    // screen until the page commits.
    const root = createRoot(container);
    startTransition(() => root.render(<App router={router} />));
  }
}
