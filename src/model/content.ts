import { createHash } from 'node:crypto';
import { inspect } from 'node:util';
import { isSecret, reveal, type MaybeSecret } from './secret.js';

/**
 * Where a content came from: a file of the repo (the path as written in the config),
 * text written in the config, or the latest version the API holds.
 */
export type ContentOrigin = 'file' | 'text' | 'version';

/**
 * How a plan shows a content (docs/plan-format.md, "Contents"): never its text, only
 * where it came from, its size in bytes and its sha256 (64 hex digits; renderers show 8).
 */
export interface ContentSummary {
  readonly content: ContentOrigin;
  readonly file?: string;
  readonly bytes: number;
  readonly sha256: string;
}

/**
 * Long text the plan carries whole, to send, but shows by size and digest: an OpenAPI
 * spec read from a file or written inline. Compared by `sha256`. A text from the
 * environment stays a secret: its summary is masked like any secret.
 */
export class ContentValue {
  readonly bytes: number;
  readonly sha256: string;

  constructor(
    readonly text: MaybeSecret,
    readonly origin: ContentOrigin,
    /** The path as written, for a file. */
    readonly file?: string,
  ) {
    const clear = reveal(text);
    this.bytes = new TextEncoder().encode(clear).length;
    this.sha256 = createHash('sha256').update(clear).digest('hex');
  }

  get secret(): boolean {
    return isSecret(this.text);
  }

  summary(): ContentSummary {
    return {
      content: this.origin,
      ...(this.file === undefined ? {} : { file: this.file }),
      bytes: this.bytes,
      sha256: this.sha256,
    };
  }

  /** Never the text: the summary (a secret's serializer masks it before this is reached). */
  toJSON(): ContentSummary {
    return this.summary();
  }

  [inspect.custom](): string {
    return `ContentValue(${describeContent(this.summary())})`;
  }
}

export function isContentValue(value: unknown): value is ContentValue {
  return value instanceof ContentValue;
}

export function isContentSummary(value: unknown): value is ContentSummary {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ContentSummary>;
  return (
    (v.content === 'file' || v.content === 'text' || v.content === 'version') &&
    typeof v.bytes === 'number' &&
    typeof v.sha256 === 'string'
  );
}

/** `file specs/petstore.yaml (12.3 KB, sha256 1a2b3c4d)`, `latest version (880 B, ...)`. */
export function describeContent(summary: ContentSummary): string {
  const where =
    summary.content === 'file'
      ? `file ${summary.file ?? ''}`
      : summary.content === 'text'
        ? 'text'
        : 'latest version';
  return `${where} (${size(summary.bytes)}, sha256 ${summary.sha256.slice(0, 8)})`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
