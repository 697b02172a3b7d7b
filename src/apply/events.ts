import type { Change } from '../model/plan.js';

/**
 * What the applier reports while it runs; the CLI turns these into progress on stderr
 * (STYLE rule 2: the core returns typed events, it never prints).
 */
export type ApplyEvent =
  | { readonly type: 'started'; readonly index: number; readonly change: Change }
  | {
      readonly type: 'done';
      readonly index: number;
      readonly change: Change;
      /** Id of the object, for creates. */
      readonly id?: string;
    }
  | {
      readonly type: 'failed';
      readonly index: number;
      readonly change: Change;
      readonly message: string;
    }
  | {
      /** The API took the change as a request an admin must approve (a 202 removal). */
      readonly type: 'pending';
      readonly index: number;
      readonly change: Change;
      readonly reason: string;
    }
  | {
      /** A create whose outcome was unknown found its object by natural key and took it. */
      readonly type: 'adopted';
      readonly index: number;
      readonly change: Change;
      readonly id: string;
    };

export type ApplyEventListener = (event: ApplyEvent) => void;
