import type { Change } from '../model/plan.js';
import type { AdoptReason } from './handler.js';

/**
 * What the applier reports while it runs; the CLI turns these into progress on stderr
 * (CONTRIBUTING.md, rule 2: the core returns typed events, it never prints).
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
      /**
       * A create took the object it found by natural key: its own write, whose outcome
       * was unknown, or one made meanwhile by someone else (a 409, `taken`).
       */
      readonly type: 'adopted';
      readonly index: number;
      readonly change: Change;
      readonly id: string;
      readonly reason: AdoptReason;
    }
  | {
      /**
       * An older object held the key of the one this create made (two applies at once):
       * the new one, `deleted`, is gone and the older one, `kept`, is the change's object.
       */
      readonly type: 'deduplicated';
      readonly index: number;
      readonly change: Change;
      readonly kept: string;
      readonly deleted: string;
    };

export type ApplyEventListener = (event: ApplyEvent) => void;
