/**
 * How a command hands back its exit code: commander does not return what an action
 * returns, so each action calls this, and runCli returns the last code set.
 */
export type ExitWith = (code: number) => void;
