/** The output folder is a place of the user's own work (or a file): nothing is written, the CLI exits 2. */
export class OutputPlaceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutputPlaceError';
  }
}

/** The output could not be written or swapped in (read-only, disk full): the previous output stands, the CLI exits 1. */
export class OutputWriteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OutputWriteError';
  }
}
