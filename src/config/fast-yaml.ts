import { FlowReader, INDICATORS, isSpaceOrEnd, LEAVE, leave } from './fast-yaml-flow.js';
import type { ChildOffsets, FilePositions } from './position-index.js';
import type { ScalarInterpolator } from './scalar-interpolator.js';
import { isReservedKey } from '../model/reserved-keys.js';
import { resolvePlain } from './yaml-scalars.js';

/**
 * The fast path of pass 1: a reader for the plain subset of YAML that
 * configs are written in (block mappings and lists, one-line flow collections, plain
 * and one-line quoted scalars, comments). It builds the plain value in one pass and
 * records no positions: the first time a problem needs a place, `positions` reads the
 * text again, recording offsets this time (a config without problems never pays).
 *
 * Anything outside the subset (anchors, aliases, tags, block scalars, multi-line
 * scalars or flow collections, tabs, CR, directives, document markers, duplicate keys,
 * any error) returns undefined, and the `yaml` package reads the file instead: it
 * gives the same values (a test compares both paths) and reports every problem.
 * What it buys: `docform validate` of the benchmark's 12,295-object config takes 3.05x
 * the CPU and 134 against 81 MiB of memory with the `yaml` package alone
 * (docs/performance.md, "Loading the config").
 */
export function readFastYaml(
  text: string,
  positions: FilePositions,
  interpolator: ScalarInterpolator,
): Record<string, unknown> | undefined {
  if (OUTSIDE_SUBSET.test(text)) return undefined;
  try {
    const value = new FastReader(text, positions.lines, undefined, interpolator).document();
    positions.replayWith(() => new FastReader(text, positions.lines, positions).document());
    return value;
  } catch (thrown) {
    if (thrown === LEAVE) return undefined;
    throw thrown;
  }
}

/** Characters the subset never holds: tabs, CR, BOM, controls, non-characters, lone surrogates. */
const OUTSIDE_SUBSET =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Spaces, skipped by a native scan (an indent can be long, and there is one per line). */
const SPACES = / */y;

/** Block mappings and lists, line by line, by indentation. */
class FastReader extends FlowReader {
  /** Indent of the current content line (-1 at the end) and where that line starts. */
  private indent = -1;
  private lineStart = 0;

  document(): Record<string, unknown> {
    this.nextContent();
    if (this.indent !== 0 || this.isSeqEntry()) leave();
    const start = this.pos;
    const root = this.blockMap(0);
    if (!this.atEnd()) leave();
    this.positions?.setRoot(root, start);
    return root;
  }

  private atEnd(): boolean {
    return this.indent === -1;
  }

  /** Moves to the first character of the next line holding content; sets `indent`. */
  private nextContent(): void {
    const { text } = this;
    for (;;) {
      const start = this.pos;
      SPACES.lastIndex = start;
      SPACES.test(text);
      this.pos = SPACES.lastIndex;
      const c = text[this.pos];
      if (c === undefined) {
        this.indent = -1;
        return;
      }
      if (c === '\n' || c === '#') {
        this.skipLine();
        continue;
      }
      this.lineStart = start;
      this.indent = this.pos - start;
      if (
        this.indent === 0 &&
        (text.startsWith('---', this.pos) || text.startsWith('...', this.pos))
      )
        leave();
      return;
    }
  }

  private skipLine(): void {
    const end = this.text.indexOf('\n', this.pos);
    this.pos = end === -1 ? this.text.length : end + 1;
  }

  /** After a value: only spaces and a comment may follow on its line. */
  private endLine(): void {
    const { text } = this;
    while (text.charCodeAt(this.pos) === 32) this.pos += 1;
    const c = text[this.pos];
    if (c === '#' && text[this.pos - 1] !== ' ') leave();
    if (c !== undefined && c !== '\n' && c !== '#') leave();
    this.skipLine();
    this.nextContent();
  }

  private isSeqEntry(): boolean {
    const next = this.text[this.pos + 1];
    return this.text[this.pos] === '-' && (next === ' ' || next === '\n' || next === undefined);
  }

  private blockMap(indent: number): Record<string, unknown> {
    this.enter();
    const map: Record<string, unknown> = {};
    const children = this.positions?.mapping(map);
    for (;;) {
      const keyAt = this.pos;
      const key = this.key();
      if (Object.prototype.hasOwnProperty.call(map, key) || isReservedKey(key)) leave();
      this.path.push(key);
      this.skipSpaces();
      map[key] = this.blockValue(indent, keyAt, key, children);
      this.path.pop();
      if (this.indent < indent) break;
      if (this.indent > indent || this.isSeqEntry()) leave();
    }
    this.depth -= 1;
    return map;
  }

  /** The value after `key:`, inline or on the lines below. */
  private blockValue(
    indent: number,
    keyAt: number,
    key: string,
    children: ChildOffsets | undefined,
  ): unknown {
    children?.keys?.push(key);
    children?.offsets.push(keyAt, this.pos);
    const c = this.text[this.pos];
    if (c !== undefined && c !== '\n' && c !== '#') {
      const value = this.inline();
      this.endLine();
      if (this.indent > indent) leave();
      return value;
    }
    this.endLine();
    if (this.indent > indent || (this.indent === indent && this.isSeqEntry())) {
      if (children) children.offsets[children.offsets.length - 1] = this.pos;
      return this.isSeqEntry() ? this.blockSeq(this.indent) : this.blockMap(this.indent);
    }
    return null;
  }

  private blockSeq(indent: number): unknown[] {
    this.enter();
    const list: unknown[] = [];
    const offsets = this.positions?.list(list).offsets;
    for (;;) {
      this.pos += 1;
      this.skipSpaces();
      this.path.push(list.length);
      offsets?.push(this.pos);
      list.push(this.seqItem(indent, offsets));
      this.path.pop();
      if (this.indent < indent || (this.indent === indent && !this.isSeqEntry())) break;
      if (this.indent > indent) leave();
    }
    this.depth -= 1;
    return list;
  }

  private seqItem(indent: number, offsets: number[] | undefined): unknown {
    const c = this.text[this.pos];
    if (c === undefined || c === '\n' || c === '#') {
      this.endLine();
      if (this.indent <= indent) return null;
      if (offsets) offsets[offsets.length - 1] = this.pos;
      return this.isSeqEntry() ? this.blockSeq(this.indent) : this.blockMap(this.indent);
    }
    if (this.isSeqEntry()) leave();
    if (this.startsKey()) return this.blockMap(this.pos - this.lineStart);
    const value = this.inline();
    this.endLine();
    if (this.indent > indent) leave();
    return value;
  }

  /** Whether the text at `pos` is `key:` (a compact mapping in a list item). */
  private startsKey(): boolean {
    const { text } = this;
    const c = text[this.pos];
    if (c === '"' || c === "'") {
      const quoted = this.quoted(this.pos);
      return text[quoted.end] === ':';
    }
    if (c === '[' || c === '{') return false;
    return text[this.blockStop(this.pos)] === ':';
  }

  /** A block mapping key and its `:`; `pos` ends after the colon. */
  private key(): string {
    const { text } = this;
    const c = text[this.pos] ?? '';
    if (c === '"' || c === "'") {
      const quoted = this.quoted(this.pos);
      if (text[quoted.end] !== ':') leave();
      this.pos = quoted.end + 1;
      return quoted.value;
    }
    if (INDICATORS.has(c)) leave();
    const start = this.pos;
    const stop = this.blockStop(start);
    if (text[stop] !== ':') leave();
    this.pos = stop + 1;
    return String(resolvePlain(text.slice(start, stop).trimEnd()));
  }

  /** A value written on the current line in block context. */
  private inline(): unknown {
    const { text } = this;
    const c = text[this.pos] ?? '';
    if (c === '[' || c === '{') return this.flow();
    if (c === '"' || c === "'") return this.quotedValue();
    if (INDICATORS.has(c) && !(c === '-' && !isSpaceOrEnd(text[this.pos + 1]))) leave();
    const start = this.pos;
    const stop = this.blockStop(start);
    if (text[stop] === ':') leave();
    this.pos = stop;
    return this.plain(text.slice(start, stop).trimEnd(), start);
  }
}
