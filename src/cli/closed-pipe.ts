/**
 * Makes a process stream quiet when its reader goes away: `docform plan | head -5`
 * closes the pipe early, and the next write fails with EPIPE. Unhandled, that error
 * ends the process with a stack trace; here the rest of the output is dropped instead
 * and the command runs to its end and exits with its own code (an apply piped into
 * `head` still finishes its writes). Any other error of the stream is thrown as before.
 */
export function quietWhenReaderCloses(stream: NodeJS.WritableStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
    throw error;
  });
}
