// OFX text to a tree, in one pass over the text that never looks back: linear in the file's
// size whatever it holds, and in steps (a yield every STEP_TAGS turns of its loop) so the server answers
// others meanwhile (docs/decisions/039-parsing-stays-linear-and-yields.md).
//
// OFX 1 is SGML: leaf elements are never closed (`<TRNAMT>-12.50`). OFX 2 is XML. One tolerant
// builder reads both: an element followed by text is a leaf (its closing tag optional), any
// other element is an aggregate closed by its end tag. An end tag closes the nearest open
// element of its name (and any left open inside it); one with no open element of its name is
// ignored. An element never contains another of its own name (no OFX aggregate does), so an
// unclosed `<STMTTRN>` is closed by the next one. `<![CDATA[...]]>` is text as written.
import { BadCharacterReference, decodeEntities } from './entities';
import { lineCounter } from './lines';
import { StatementRefusal } from './refusal';
import { runSteps, type Steps } from './steps';

export type OfxNode = {
  tag: string;
  line: number;
  value?: string;
  children: OfxNode[];
  /** What a reader kept of a closed aggregate when it let the subtree go (see `onClosed`). */
  kept?: { fields: Record<string, string>; name?: string };
};

/** Tags (or stray text runs) read between two yields: a few milliseconds of work. */
const STEP_TAGS = 5_000;
/** A bank's file nests about ten deep; far more is a damaged or hostile file. */
const MAX_DEPTH = 200;
/** 100,000 transactions of ten fields each, with room to spare. */
const MAX_ELEMENTS = 1_500_000;

/**
 * The children of every element that has none, shared: most elements are leaves, and a
 * 10 MB file holds near a million of them, each array a little more for the collector.
 */
export const NO_CHILDREN: OfxNode[] = [];

const DAMAGED = 'The file may be damaged: download it again from your bank.';
const NAME = /^(\/?)([A-Za-z0-9._]+)/;

/**
 * `onClosed` is called with each aggregate as its end tag (or an implied one) closes it: a
 * reader may sum it up and let its subtree go, so a 10 MB file is not a million live objects
 * for the collector to go over while the rest is read.
 */
export function* buildOfxTreeSteps(text: string, onClosed?: (node: OfxNode) => void): Steps<OfxNode> {
  const n = text.length;
  const lineAt = lineCounter(text);
  const root: OfxNode = { tag: '#root', line: 1, children: [] };
  const stack: OfxNode[] = [root];
  /** How many elements of each name are open on the stack: an end tag finds its element in O(1). */
  const openCount = new Map<string, number>();
  const names = new Map<string, string>();
  let elements = 0;

  // The next '<' and '>' at or after a position, remembered: a '<' with no '>' after it would
  // otherwise send a search to the end of the file for every '<'.
  let nextLt = -2;
  let nextGt = -2;
  const ltFrom = (from: number) => (nextLt !== -1 && nextLt < from ? (nextLt = text.indexOf('<', from)) : nextLt);
  const gtFrom = (from: number) => (nextGt !== -1 && nextGt < from ? (nextGt = text.indexOf('>', from)) : nextGt);

  // Text met since the last tag, decoded, in pieces (CDATA pieces are not decoded).
  let pieces: string[] = [];
  const addText = (from: number, to: number) => {
    if (to <= from) return;
    const raw = text.slice(from, to);
    try {
      pieces.push(decodeEntities(raw, { twice: true }));
    } catch (error) {
      if (!(error instanceof BadCharacterReference)) throw error;
      throw new StatementRefusal('damaged', `This OFX file has "${error.reference}" on line ${lineAt(from)}, which stands for no character. ${DAMAGED}`);
    }
  };
  const takeText = () => {
    const t = pieces.length === 0 ? '' : pieces.length === 1 ? pieces[0]!.trim() : pieces.join('').trim();
    pieces = [];
    return t;
  };

  const push = (node: OfxNode) => {
    if (stack.length > MAX_DEPTH) {
      throw new StatementRefusal(
        'damaged',
        `This OFX file nests its parts more than ${MAX_DEPTH} deep (line ${node.line}); a bank's file nests about ten. ${DAMAGED}`,
      );
    }
    stack.push(node);
    openCount.set(node.tag, (openCount.get(node.tag) ?? 0) + 1);
  };
  /** Closes the innermost open element named `tag` and every element open inside it. */
  const closeOpen = (tag: string) => {
    if (!openCount.get(tag)) return;
    for (;;) {
      const node = stack.pop()!;
      openCount.set(node.tag, openCount.get(node.tag)! - 1);
      onClosed?.(node);
      if (node.tag === tag) return;
    }
  };

  // The element just opened, not yet known to be a leaf or an aggregate (the next tag decides),
  // and the leaf just given its text, whose end tag (if it comes next) is consumed.
  let undecided: OfxNode | null = null;
  let leaf: OfxNode | null = null;

  const onTag = (closing: boolean, tag: string, at: number) => {
    const textBefore = takeText();
    if (undecided) {
      const node = undecided;
      undecided = null;
      if (textBefore !== '') {
        node.value = textBefore;
        leaf = node;
      } else if (closing && tag === node.tag) {
        node.value = '';
        return;
      } else {
        push(node);
      }
    }
    if (leaf) {
      const wasLeaf = leaf;
      leaf = null;
      if (closing && tag === wasLeaf.tag) return;
    }
    if (closing) {
      closeOpen(tag);
      return;
    }
    closeOpen(tag);
    if (++elements > MAX_ELEMENTS) {
      throw new StatementRefusal(
        'damaged',
        `This OFX file has more than ${MAX_ELEMENTS.toLocaleString('en-GB')} parts, more than any statement we can import holds. ${DAMAGED}`,
      );
    }
    const node: OfxNode = { tag, line: lineAt(at), children: NO_CHILDREN };
    const parent = stack[stack.length - 1]!;
    if (parent.children === NO_CHILDREN) parent.children = [node];
    else parent.children.push(node);
    undecided = node;
  };

  const start = text.search(/<OFX>/i);
  let i = Math.max(start, 0);
  // Where the text since the last tag began: a stray '<' leaves it running.
  let runFrom = i;
  let turns = 0;
  while (i < n) {
    if (++turns % STEP_TAGS === 0) yield;
    const lt = ltFrom(i);
    if (lt < 0) break;
    i = lt;
    if (text.startsWith('<![CDATA[', i)) {
      addText(runFrom, i);
      const end = text.indexOf(']]>', i + 9);
      pieces.push(text.slice(i + 9, end < 0 ? n : end));
      i = runFrom = end < 0 ? n : end + 3;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      addText(runFrom, i);
      const end = text.indexOf('-->', i + 4);
      i = runFrom = end < 0 ? n : end + 3;
      continue;
    }
    const gt = gtFrom(i + 1);
    // No '>' after this '<': no tag can follow, the rest is text.
    if (gt < 0) break;
    const following = ltFrom(i + 1);
    // A '<' that no '>' closes before the next '<' is not a tag: it stays in the text.
    if (following >= 0 && following < gt) {
      i = following;
      continue;
    }
    const inner = text.slice(i + 1, gt);
    if (inner.startsWith('?') || inner.startsWith('!')) {
      addText(runFrom, i);
      i = runFrom = gt + 1;
      continue;
    }
    const name = NAME.exec(inner);
    if (name) {
      addText(runFrom, i);
      let tag = names.get(name[2]!);
      if (tag === undefined) {
        tag = name[2]!.toUpperCase();
        if (names.size < 10_000) names.set(name[2]!, tag);
      }
      onTag(name[1] === '/', tag, i);
      runFrom = gt + 1;
    }
    i = gt + 1;
  }
  addText(runFrom, n);
  onTag(true, '#end', n);
  return root;
}

/** The first direct child named `tag`. */
export function child(node: OfxNode | undefined, tag: string): OfxNode | undefined {
  return node?.children.find((c) => c.tag === tag);
}

/** Elements looked at between two yields of findAllSteps. */
const STEP_NODES = 20_000;

/**
 * Every element under `node` (in document order) that `wanted` accepts, without looking inside
 * those it accepts. A loop, not recursion: a file nested deep must not overflow the stack.
 */
export function findAll(node: OfxNode, wanted: (n: OfxNode) => boolean): OfxNode[] {
  return runSteps(findAllSteps(node, wanted));
}

/** findAll, yielding every STEP_NODES elements looked at (a tree may hold a million). */
export function* findAllSteps(node: OfxNode, wanted: (n: OfxNode) => boolean): Steps<OfxNode[]> {
  let looked = 0;
  const out: OfxNode[] = [];
  const todo: OfxNode[] = [];
  for (let k = node.children.length - 1; k >= 0; k--) todo.push(node.children[k]!);
  while (todo.length > 0) {
    if (++looked % STEP_NODES === 0) yield;
    const c = todo.pop()!;
    if (wanted(c)) {
      out.push(c);
      continue;
    }
    for (let k = c.children.length - 1; k >= 0; k--) todo.push(c.children[k]!);
  }
  return out;
}
