// Line numbers for positions met in increasing order, each character counted once. Counting
// from the start of the text for every row made a 15,000-row Santander file take 34 s.

/** A function from a position (never less than the last one asked) to its 1-based line. */
export function lineCounter(text: string): (position: number) => number {
  let at = 0;
  let line = 1;
  return (position) => {
    const to = Math.min(position, text.length);
    for (; at < to; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
}
