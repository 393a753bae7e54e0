// The shared black-box contract checker, every section, run against the test server.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { base } from '../support/http.ts';
import { ALL_SECTIONS, CONTRACT_CHECKER } from '../support/contract-checker.ts';

describe('contract checker', () => {
  it(`passes every check (${CONTRACT_CHECKER})`, () => {
    const r = spawnSync(process.execPath, [CONTRACT_CHECKER, base(), '--only', ALL_SECTIONS], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    const last = r.stdout.trim().split('\n').at(-1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(r.status).toBe(0);
  });
});
