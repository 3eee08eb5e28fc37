// Long reads in steps. A 50,000-row file takes a few hundred milliseconds to read and key; in
// one go that holds the server's event loop, and every other person's request, for as long.
// The readers are generators that yield between slices of rows: parseStatement runs them
// straight through (pure, synchronous), and the server hands its event loop back at each
// yield (parseStatementInTurns). Either way the result is the same.

/** Work that yields between slices and returns T. */
export type Steps<T> = Generator<void, T, void>;

/** Rows read or keyed between two yields: a few milliseconds of work. */
export const STEP_ROWS = 2000;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export async function runStepsInTurns<T>(steps: Steps<T>, pause: () => Promise<unknown>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await pause();
  }
}
