import { registerAnswerSecrets } from './answer-secrets.js';
import { ApiError } from './errors/api-error.js';
import { DeadlineError } from './errors/deadline-error.js';
import { InvalidTokenError } from './errors/invalid-token-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import type { ApiEventListener } from './events.js';
import { backoffDelay } from './backoff.js';
import { Connection } from './connection.js';
import { tokenProblem } from './header-token.js';
import { Limiter } from './limiter.js';
import { CLIENT_DEFAULTS } from './defaults.js';
import { paginate } from './paginate.js';
import { decide } from './retry-decision.js';
import { scrubToken } from './scrub.js';
import { checkPlainHttp } from './plain-http.js';
import { parseAnswer, sendOnce } from './send-once.js';
import type { RawAnswer } from './collect-answer.js';
import type { ApiRequest, ApiRequester, ApiResponse, ClientOptions } from './types.js';
import { isIdempotent } from './types.js';
import { userAgent } from './user-agent.js';

/**
 * The HTTP client of the v1 API: one keep-alive pool to the API's origin
 * (undici, through the proxy of the environment the CLI read: src/api/connection.ts),
 * Bearer auth, JSON in and out, typed errors, retries with backoff for what is safe to
 * repeat, and a limiter for parallelism and the server's rate-limit budget.
 */
export class ApiClient implements ApiRequester {
  readonly stats = { requests: 0, attempts: 0, retries: 0 };
  readonly maxPagesPerList: number;
  /** ES-private, like the token: its open requests hold the headers. */
  readonly #connection: Connection;
  private readonly origin: string;
  private readonly prefix: string;
  private readonly limiter: Limiter;
  /** ES-private so that no dump of the client (util.inspect, JSON) shows the token. */
  readonly #headers: Record<string, string>;
  readonly #token: string;
  private readonly settings: {
    readonly [K in keyof typeof CLIENT_DEFAULTS | 'parallelism']: number;
  };
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly emit: ApiEventListener;
  /** When everything must be done by (epoch ms), for the `deadlineMs` option. */
  private readonly deadline?: { readonly at: number; readonly ms: number };

  constructor(options: ClientOptions) {
    const problem = tokenProblem(options.token);
    if (problem !== undefined) throw new InvalidTokenError(problem);
    const base = new URL(options.baseUrl);
    checkPlainHttp(base, options.insecureHttp === true);
    this.origin = base.origin;
    this.prefix = `${base.pathname.replace(/\/+$/, '')}/v1`;
    this.settings = {
      parallelism: wholeAtLeastOne(options.parallelism, 'parallelism'),
      timeoutMs: options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs,
      maxAttempts: Math.max(1, options.maxAttempts ?? CLIENT_DEFAULTS.maxAttempts),
      maxRetryTimeMs: options.maxRetryTimeMs ?? CLIENT_DEFAULTS.maxRetryTimeMs,
      maxResponseBytes: options.maxResponseBytes ?? CLIENT_DEFAULTS.maxResponseBytes,
      maxPagesPerList: Math.max(1, options.maxPagesPerList ?? CLIENT_DEFAULTS.maxPagesPerList),
    };
    this.maxPagesPerList = this.settings.maxPagesPerList;
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.emit = options.onEvent ?? (() => undefined);
    if (options.deadlineMs !== undefined) {
      this.deadline = { at: this.now() + options.deadlineMs, ms: options.deadlineMs };
    }
    this.#connection = new Connection(this.origin, this.settings.parallelism, options.proxy);
    this.limiter = new Limiter(this.settings.parallelism, this.now, this.sleep, this.emit);
    this.#token = options.token;
    this.#headers = {
      authorization: `Bearer ${options.token}`,
      'user-agent': userAgent(),
      accept: 'application/json',
    };
  }

  async request<T = unknown>(req: ApiRequest): Promise<ApiResponse<T>> {
    try {
      return (await this.withRetries(req)) as ApiResponse<T>;
    } finally {
      this.stats.requests += 1;
    }
  }

  paginate<T>(path: string, query?: Record<string, string>): AsyncIterable<T> {
    return paginate<T>(this, path, query, this.settings.maxPagesPerList);
  }

  close(): Promise<void> {
    return this.#connection.close();
  }

  private async withRetries(req: ApiRequest): Promise<ApiResponse> {
    const path = this.prefix + req.path + queryString(req.query);
    const url = this.origin + path;
    const idempotent = isIdempotent(req);
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);
    const headers =
      body === undefined ? this.#headers : { ...this.#headers, 'content-type': 'application/json' };
    const started = this.now();
    for (let attempt = 1; ; attempt += 1) {
      // a retry has waited its backoff already: it goes ahead of fresh requests
      const received = await this.limiter.run(
        () => this.attempt({ method: req.method, path, url, headers, body }, attempt),
        req.urgent === true || attempt > 1,
      );
      const outcome = received instanceof ApiError ? received : this.answer(received, url);
      const decision = decide(outcome, idempotent, req.method, url, this.now());
      if (decision.kind === 'done') return decision.response;
      if (decision.kind === 'fail') {
        if (decision.error.name === 'OutcomeUnknownError') {
          this.emit({ type: 'outcome-unknown', method: req.method, url });
        }
        throw decision.error;
      }
      const delay = backoffDelay(attempt, this.random, decision.serverDelayMs);
      const outOfTime = this.now() + delay - started > this.settings.maxRetryTimeMs;
      if (attempt >= this.settings.maxAttempts || outOfTime) {
        throw gaveUp(decision.error, attempt);
      }
      if (this.deadline && this.now() + delay >= this.deadline.at) {
        throw new DeadlineError(req.method, url, this.deadline.ms, { cause: decision.error });
      }
      this.emit({
        type: 'retry',
        method: req.method,
        url,
        attempt,
        delayMs: delay,
        reason: decision.reason,
      });
      this.stats.retries += 1;
      await this.sleep(delay);
    }
  }

  /** An error answer with the token and secrets masked in its body and Location. */
  private scrubbed(res: ApiResponse): ApiResponse {
    const { location } = res.headers;
    return {
      ...res,
      body: scrubToken(res.body, this.#token),
      headers:
        location === undefined
          ? res.headers
          : { ...res.headers, location: String(scrubToken(location, this.#token)) },
    };
  }

  /**
   * An answer parsed, its URL added, and scrubbed when it is an error. The secrets it
   * holds are known from here on (answer-secrets.ts), before anything reads it.
   */
  private answer(received: RawAnswer, url: string): ApiResponse {
    const parsed = parseAnswer(received);
    registerAnswerSecrets(received.text, parsed.body);
    return { ...(parsed.status < 300 ? parsed : this.scrubbed(parsed)), url };
  }

  /**
   * One attempt, within both the per-attempt timeout and what is left of the deadline;
   * nothing is sent once the deadline has passed. Its body is left unparsed (`answer`).
   */
  private async attempt(
    request: Omit<Parameters<typeof sendOnce>[1], 'timeoutMs' | 'maxBytes'>,
    n: number,
  ): Promise<RawAnswer | ApiError> {
    const left = this.deadline ? this.deadline.at - this.now() : Infinity;
    if (left <= 0 && this.deadline) {
      return new DeadlineError(request.method, request.url, this.deadline.ms);
    }
    const cutByDeadline = left < this.settings.timeoutMs;
    const attempt = {
      ...request,
      timeoutMs: Math.min(this.settings.timeoutMs, left),
      maxBytes: this.settings.maxResponseBytes,
    };
    this.stats.attempts += 1;
    const t0 = this.now();
    try {
      const res = await sendOnce(this.#connection, attempt);
      this.limiter.observe(res.headers);
      const durationMs = this.now() - t0;
      this.emit({
        type: 'response',
        method: attempt.method,
        url: attempt.url,
        status: res.status,
        attempt: n,
        durationMs,
      });
      return res;
    } catch (error) {
      if (error instanceof TimeoutError && cutByDeadline && this.deadline) {
        return new DeadlineError(request.method, request.url, this.deadline.ms, { cause: error });
      }
      if (error instanceof ApiError) return error;
      throw error;
    }
  }
}

function queryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A count the caller resolved (the command line's `--parallelism`), checked, not
 * clamped: a limiter of 0 would start nothing and wait forever.
 */
function wholeAtLeastOne(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of at least 1, got ${value}`);
  }
  return value;
}

/**
 * The last attempt's error, its message saying that the request was retried: a user
 * reading `HTTP 503` alone cannot tell that docform tried it again, and how often.
 */
function gaveUp(error: ApiError, attempts: number): ApiError {
  if (attempts > 1) error.message = `${error.message} (gave up after ${attempts} attempts)`;
  return error;
}
