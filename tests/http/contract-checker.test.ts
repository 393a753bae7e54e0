// The shared black-box contract checker, run against the test server.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { base } from '../support/http.ts';

const CHECKER = '../shared/contract/check.mjs';

describe.skipIf(!existsSync(CHECKER))('contract checker', () => {
  it('passes every check', () => {
    const r = spawnSync(process.execPath, [CHECKER, base()], { encoding: 'utf8', timeout: 120_000 });
    const last = r.stdout.trim().split('\n').at(-1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(r.status).toBe(0);
  });
});
