import { hasPlaceholder } from './env-interpolation.js';
import type { LineIndex } from './line-index.js';
import { MAX_DEPTH } from './limits.js';
import { childKey, type FilePositions } from './position-index.js';
import { isReservedKey } from '../model/reserved-keys.js';
import { SimpleFlowMaps } from './fast-yaml-simple-map.js';
import type { ScalarInterpolator } from './scalar-interpolator.js';
import { readDoubleQuoted, readSingleQuoted, resolvePlain, type Quoted } from './yaml-scalars.js';

/** Thrown to leave the fast path; never escapes `readFastYaml`. */
export const LEAVE = Symbol('leave the fast path');

export function leave(): never {
  throw LEAVE;
}

/** Characters a plain scalar cannot start with in the fast subset. */
export const INDICATORS = new Set('-?:,[]{}#&*!|>\'"%@`');
/** What ends a plain scalar: in block context `: `, ` #` or the line's end ... */
const BLOCK_STOP = /[:#\n]/g;
/** ... and in a flow collection also `,[]{}`. */
const FLOW_STOP = /[,[\]{}\n:#]/g;

/**
 * The scalars and one-line flow collections (`[a, b]`, `{ space: x, path: y }`) of the
 * fast YAML path, and the state it reads with; `FastReader` adds block structure.
 */
export class FlowReader {
  protected pos = 0;
  protected depth = 0;
  /** Keys and indexes down to the value being read, for `${env:...}` in it. */
  protected readonly path: (string | number)[] = [];
  /** The last `blockStop` asked and its answer. */
  private stopFrom = -1;
  private stopAt = -1;
  /** The reader of `{ key: value }` maps of plain words. */
  private readonly simpleMaps = new SimpleFlowMaps();

  constructor(
    protected readonly text: string,
    protected readonly lines: LineIndex,
    /** Where to record offsets; undefined on the first read. */
    protected readonly positions: FilePositions | undefined,
    /** Undefined when reading again for positions: values were resolved the first time. */
    protected readonly interpolator?: ScalarInterpolator,
  ) {}

  protected skipSpaces(): void {
    while (this.text.charCodeAt(this.pos) === 32) this.pos += 1;
  }

  protected enter(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) leave();
  }

  protected quoted(start: number): Quoted {
    const read = this.text[start] === '"' ? readDoubleQuoted : readSingleQuoted;
    return read(this.text, start) ?? leave();
  }

  protected quotedValue(): string {
    const start = this.pos;
    const quoted = this.quoted(start);
    this.pos = quoted.end;
    return this.string(quoted.value, start);
  }

  protected plain(source: string, start: number): unknown {
    const value = resolvePlain(source);
    return typeof value === 'string' ? this.string(value, start) : value;
  }

  /** A string value: `${env:...}` resolved; `at` is where the scalar starts. */
  protected string(value: string, at: number): string {
    if (this.interpolator === undefined || !hasPlaceholder(value)) return value;
    const key = this.path.reduce<string>((parent, segment) => childKey(parent, segment), '');
    return this.interpolator.resolve(value, key, () => this.lines.at(at));
  }

  /** A flow collection closed on the same line. */
  protected flow(): unknown {
    if (this.positions === undefined && this.text[this.pos] === '{') {
      const simple = this.depth < MAX_DEPTH ? this.simpleMaps.read(this.text, this.pos) : undefined;
      if (simple !== undefined) {
        this.pos = this.simpleMaps.end;
        return simple;
      }
    }
    this.enter();
    const isList = this.text[this.pos] === '[';
    this.pos += 1;
    const value = isList ? this.flowList() : this.flowMap();
    this.depth -= 1;
    return value;
  }

  private flowList(): unknown[] {
    const list: unknown[] = [];
    const offsets = this.positions?.list(list).offsets;
    this.skipSpaces();
    if (this.text[this.pos] === ']') {
      this.pos += 1;
      return list;
    }
    for (;;) {
      this.path.push(list.length);
      offsets?.push(this.pos);
      list.push(this.flowItem());
      this.path.pop();
      if (this.flowSeparator(']')) return list;
    }
  }

  private flowMap(): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    const children = this.positions?.mapping(map);
    this.skipSpaces();
    if (this.text[this.pos] === '}') {
      this.pos += 1;
      return map;
    }
    for (;;) {
      const keyAt = this.pos;
      const key = this.flowKey();
      if (Object.prototype.hasOwnProperty.call(map, key) || isReservedKey(key)) leave();
      this.skipSpaces();
      children?.keys?.push(key);
      children?.offsets.push(keyAt, this.pos);
      const c = this.text[this.pos];
      this.path.push(key);
      map[key] = c === ',' || c === '}' ? null : this.flowItem();
      this.path.pop();
      if (this.flowSeparator('}')) return map;
    }
  }

  /** After an item: `,` then another item, or the closing bracket (true). */
  private flowSeparator(close: string): boolean {
    this.skipSpaces();
    const c = this.text[this.pos];
    this.pos += 1;
    if (c === close) return true;
    if (c !== ',') leave();
    this.skipSpaces();
    const next = this.text[this.pos];
    if (next === ',' || next === ']' || next === '}') leave();
    return false;
  }

  private flowKey(): string {
    const { text } = this;
    const c = text[this.pos] ?? '';
    let key: string;
    if (c === '"' || c === "'") {
      const quoted = this.quoted(this.pos);
      this.pos = quoted.end;
      key = quoted.value;
    } else {
      if (INDICATORS.has(c)) leave();
      key = String(resolvePlain(this.flowPlain(this.pos)));
    }
    if (text[this.pos] !== ':' || !isSpaceOrEnd(text[this.pos + 1])) leave();
    this.pos += 1;
    return key;
  }

  private flowItem(): unknown {
    const { text } = this;
    const c = text[this.pos] ?? '';
    if (c === '[' || c === '{') return this.flow();
    if (c === '"' || c === "'") return this.quotedValue();
    if (INDICATORS.has(c) && !(c === '-' && !isSpaceOrEnd(text[this.pos + 1]))) leave();
    const start = this.pos;
    const source = this.flowPlain(start);
    if (text[this.pos] === ':') leave();
    return this.plain(source, start);
  }

  /** A plain scalar in a flow collection: ends at `,[]{}`, `: ` or ` #`. Returns it trimmed. */
  private flowPlain(start: number): string {
    const { text } = this;
    FLOW_STOP.lastIndex = start;
    for (;;) {
      if (!FLOW_STOP.test(text)) leave();
      const i = FLOW_STOP.lastIndex - 1;
      const c = text[i];
      if (c === '\n' || (c === '#' && text[i - 1] === ' ')) leave();
      if (c === '#' || (c === ':' && !isSpaceOrEnd(text[i + 1]))) continue;
      this.pos = i;
      const value = text.slice(start, i).trimEnd();
      if (value === '') leave();
      return value;
    }
  }

  /**
   * Where a plain scalar of block context starting at `from` ends: at a `:` indicator
   * (followed by a space or the line's end), at ` #`, or at the line's end. Found by a
   * native scan rather than a loop over characters.
   */
  protected blockStop(from: number): number {
    // A list item is scanned to see whether it is `key:`, then read: scan it once.
    if (from === this.stopFrom) return this.stopAt;
    this.stopFrom = from;
    this.stopAt = this.scanBlockStop(from);
    return this.stopAt;
  }

  private scanBlockStop(from: number): number {
    const { text } = this;
    BLOCK_STOP.lastIndex = from;
    for (;;) {
      if (!BLOCK_STOP.test(text)) return text.length;
      const i = BLOCK_STOP.lastIndex - 1;
      const c = text[i];
      if (c === '\n') return i;
      if (c === '#') {
        if (text[i - 1] === ' ') return i;
        continue;
      }
      const next = text[i + 1];
      if (next === ' ' || next === '\n' || next === undefined) return i;
    }
  }
}

/** A `:` or `-` indicator is one when followed by a space, a flow end or the line's end. */
export function isSpaceOrEnd(c: string | undefined): boolean {
  return c === undefined || c === ' ' || c === '\n' || c === ',' || c === ']' || c === '}';
}
