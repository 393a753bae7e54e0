// Rewrites the generated tables of SECURITY.md (limits, headers) from the
// constants the code enforces: node_modules/.bin/node scripts/security-doc.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { renderSecurity } from './lib/security-tables.mjs';

const file = new URL('../SECURITY.md', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = renderSecurity(before);
writeFileSync(file, after);
console.log(before === after ? 'SECURITY.md is up to date' : 'SECURITY.md: generated tables rewritten');
