/** Undo send: how long a reply waits before it is posted, in seconds (Options). */
export const UNDO_SECONDS = { default: 5, min: 0, max: 30 };
