// The one error an embedded PostgreSQL that cannot start raises: what went
// wrong and what to do about it, in one message, so `npm start` and the test
// set-up print a sentence instead of a stack trace or an unhandled 'error'
// event from a child process.

/** The way out that always works: a PostgreSQL the user runs. */
export const USE_OWN_DATABASE = 'or set DATABASE_URL to a PostgreSQL you run';

export class EmbeddedPostgresError extends Error {
  readonly problem: string;
  readonly fix: string;

  constructor(problem: string, fix: string, options?: { cause?: unknown }) {
    super(`embedded PostgreSQL could not start: ${problem}\n  fix: ${fix}`, options);
    this.name = 'EmbeddedPostgresError';
    this.problem = problem;
    this.fix = fix;
  }
}

export const isEmbeddedPostgresError = (e: unknown): e is EmbeddedPostgresError => e instanceof EmbeddedPostgresError;
