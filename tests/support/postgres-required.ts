// Set-up file of the postgres project: when its database could not start
// (tests/support/postgres-setup.ts), every file fails at once with the one
// message that names the cause and the fix, instead of each test timing out
// or the whole run (the bundled project too) ending on an unhandled error.
import { beforeAll, inject } from 'vitest';

beforeAll(() => {
  const problem = inject('pgProblem');
  if (problem) {
    const e = new Error(problem);
    e.stack = problem;
    throw e;
  }
});
