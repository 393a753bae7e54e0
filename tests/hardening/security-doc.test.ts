// SECURITY.md states the limits and headers the code enforces: its generated
// tables equal what scripts/lib/security-tables.mjs writes from the constants
// (node_modules/.bin/node scripts/security-doc.mjs rewrites them).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SECURITY_BLOCKS, renderSecurity } from '../../scripts/lib/security-tables.mjs';

describe('SECURITY.md', () => {
  const text = readFileSync('SECURITY.md', 'utf8');

  it('has every generated table', () => {
    for (const name of Object.keys(SECURITY_BLOCKS)) expect(text).toContain(`<!-- generated:${name} -->`);
  });

  it('is up to date with the constants (run scripts/security-doc.mjs when this fails)', () => {
    expect(renderSecurity(text)).toBe(text);
  });
});
