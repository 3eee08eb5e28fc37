import { startFirstRequest } from './first-request';
import { nextTask } from './next-task';
import './styles.css';

// Home's figures are asked for first of all, while the app's code is still on its way.
startFirstRequest();

// The entry is small on purpose (issue 27, decision 031): the browser runs a module and
// everything it imports statically in ONE task, and on a phone that task was the page's
// longest (React DOM, TanStack Router and Query, tRPC and the route tree: 150-300 ms at a
// phone's speed, time a tap waits for). Each dynamic import() below runs in a task of its
// own. The HTML preloads their chunks (scripts/vite/entry-preload.ts), so the split costs
// no extra round trip; the page on screen (the prerendered page or the shell's skeleton)
// stays until React renders.
async function load() {
  // React DOM on its own; then the app (TanStack Router and Query, tRPC, the route tree).
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./boot');
  await nextTask();
  await start();
}

void load();

// Installable (issue 17): the service worker keeps the app's frame, never money data.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
