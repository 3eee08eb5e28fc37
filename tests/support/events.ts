import type { ApiClient } from './api-client';

/**
 * Opens the user's event stream (tRPC over server-sent events on bank.onChange) and collects its data lines.
 * `close` aborts the request; `done` settles once the stream has ended or been closed.
 * `connected` resolves on tRPC's first event: by then the server has started the
 * subscription (it pulls the next value as soon as that event is written), so a change
 * made after it reaches this stream.
 */
export function openEvents(baseUrl: string, client: ApiClient) {
  const controller = new AbortController();
  const events: string[] = [];
  let onConnected: () => void = () => {};
  let onFailed: (error: unknown) => void = () => {};
  const connected = new Promise<void>((resolve, reject) => ((onConnected = resolve), (onFailed = reject)));
  const done = (async () => {
    const res = await client.fetch(`${baseUrl}/trpc/bank.onChange`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream')) throw new Error(`bank.onChange answered ${res.status} ${type || 'with no content type'}, not an event stream`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const line of decoder.decode(value).split('\n')) {
        if (line === 'event: connected') onConnected();
        if (line.startsWith('data: ')) events.push(line.slice(6));
      }
    }
    // A failure before the stream connected fails `connected`, which the tests await. Closing
    // aborts the read mid-stream; that rejection comes after, is the normal end, and changes nothing.
  })().catch((error: unknown) => onFailed(error));
  return { events, connected: withTimeout(connected, 10_000, 'the event stream never connected'), close: () => controller.abort(), done };
}

/** Polls `check` every 50 ms until it holds, failing after `ms`. */
export async function waitFor(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function withTimeout(promise: Promise<void>, ms: number, message: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  // Never awaited by a test that does not need it: that must not be an unhandled rejection.
  const raced = Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  raced.catch(() => {});
  return raced;
}
