/**
 * What the client reports while it works: typed values for the CLI to render (or a test
 * to assert), never text. URLs are the request URLs; no header, so never the token.
 */
type ApiEvent =
  | {
      readonly type: 'response';
      readonly method: string;
      readonly url: string;
      readonly status: number;
      readonly attempt: number;
      /** From sending the request to the last byte of its answer; parsing it is not counted. */
      readonly durationMs: number;
    }
  | {
      readonly type: 'retry';
      readonly method: string;
      readonly url: string;
      /** The attempt that failed (1 = the first). */
      readonly attempt: number;
      readonly delayMs: number;
      /** An HTTP status, or `network` / `timeout`. */
      readonly reason: number | 'network' | 'timeout';
    }
  | {
      /** The limiter held a request back because the rate-limit budget runs low. */
      readonly type: 'rate-limit-wait';
      readonly waitMs: number;
      readonly remaining: number;
    }
  | {
      readonly type: 'outcome-unknown';
      readonly method: string;
      readonly url: string;
    };

export type ApiEventListener = (event: ApiEvent) => void;
