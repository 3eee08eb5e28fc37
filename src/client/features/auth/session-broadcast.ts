// Tells the app's other tabs in this browser that someone signed in here: the page that
// said 'Check your email' moves on when the mailed link is opened in a new tab (spec 01,
// /verify-email: "On a signed-in event it goes to /dashboard").
const CHANNEL = 'plainsight-session';
const SIGNED_IN = 'signed-in';

export function announceSignedIn() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(SIGNED_IN);
  channel.close();
}

/** Calls `listener` when another tab signs in; returns the unsubscribe. */
export function onSignedInElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent) => {
    if (message.data === SIGNED_IN) listener();
  };
  return () => channel.close();
}
