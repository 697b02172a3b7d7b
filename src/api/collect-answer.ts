import type { Dispatcher } from 'undici';

/**
 * An answer as it arrived: its status, its headers (names in lower case, repeated ones
 * joined) and its whole body as text, parsed by `parseAnswer` (send-once.ts).
 */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: string;
}

/**
 * An undici dispatch handler that gathers one answer's body into text, without the
 * stream undici's `request` makes of each body (its events cost more CPU per answer than
 * the rest of the read). The body is cut off, the request aborted, as soon as its
 * announced length or the bytes received pass `maxBytes`. `cancel` aborts the request at
 * any point, queued or under way, and settles `answer` at once; a request still queued
 * is aborted when undici starts it. Settles once: what undici reports after is ignored.
 */
export function collectAnswer(
  maxBytes: number,
  tooLarge: () => Error,
): {
  readonly handler: Dispatcher.DispatchHandler;
  readonly answer: Promise<RawAnswer>;
  readonly cancel: (reason: Error) => void;
} {
  let resolve: (answer: RawAnswer) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const answer = new Promise<RawAnswer>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  let settled = false;
  let stopped: Error | undefined;
  let controller: Dispatcher.DispatchController | undefined;
  let status = 0;
  let headers: RawAnswer['headers'] = {};
  const chunks: Buffer[] = [];
  let size = 0;

  const fail = (error: Error): void => {
    if (settled) return;
    settled = true;
    reject(error);
  };
  const stop = (reason: Error): void => {
    stopped ??= reason;
    if (controller !== undefined && !controller.aborted) controller.abort(reason);
    fail(reason);
  };

  const handler: Dispatcher.DispatchHandler = {
    onRequestStart(started) {
      controller = started;
      if (stopped !== undefined) started.abort(stopped);
    },
    onResponseStart(_controller, statusCode, answerHeaders) {
      // an informational answer (1xx) comes before the real one
      if (statusCode < 200) return;
      status = statusCode;
      headers = flatHeaders(answerHeaders);
      const announced = answerHeaders['content-length'];
      if (typeof announced === 'string' && Number(announced) > maxBytes) stop(tooLarge());
    },
    onResponseData(_controller, chunk) {
      size += chunk.length;
      if (size > maxBytes) stop(tooLarge());
      else chunks.push(chunk);
    },
    onResponseEnd() {
      if (settled) return;
      settled = true;
      const whole = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
      resolve({ status, headers, text: whole.toString('utf8') });
    },
    onResponseError(_controller, error) {
      fail(error);
    },
  };
  return { handler, answer, cancel: stop };
}

function flatHeaders(
  raw: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined)
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
