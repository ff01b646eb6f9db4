/** Sent to the checkpoint thread (checkpoint-worker.ts) to make it close its connection and stop. */
export const CLOSE = 'close'
