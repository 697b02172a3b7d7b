/** Exit codes, fixed forever (docs/architecture.md, "The command line"). */
export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_CHANGES = 2;
/** An apply stopped by SIGINT or SIGTERM (128 + 2, as shells report Ctrl-C). */
export const EXIT_INTERRUPTED = 130;
