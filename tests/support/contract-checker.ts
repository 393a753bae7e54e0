// Where the black-box contract checker lives. The team's copy beside the
// checkout (../shared/contract/check.mjs) is the authority and wins when it is
// there; a clone without it (a CI runner, a mktemp folder) runs the copy
// vendored in tests/support/vendor, so the contract is checked everywhere and
// the test never skips. CONTRACT_CHECKER points at another copy.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const SHARED = resolve('../shared/contract/check.mjs');
const VENDORED = resolve('tests/support/vendor/contract-check.mjs');

export const CONTRACT_CHECKER = process.env.CONTRACT_CHECKER || (existsSync(SHARED) ? SHARED : VENDORED);

/** Every section, the agents additions included (the checker leaves them out unless named). */
export const ALL_SECTIONS = 'static,twins,search,lookup,errors,mcp,agents';
