// The official MCP conformance suite against /mcp, every server scenario
// that applies to a read-only server of tools, prompts and resources. The rest test
// features this server deliberately does not offer (named below) or need
// the suite's own fixture tools, prompts and resources.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { api } from '../support/http.ts';

const APPLIES = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list'];

/** Excluded, and why. */
export const EXCLUDED: Record<string, string> = {
  'tools-call-simple-text, -image, -audio, -embedded-resource, -mixed-content, -with-logging, -error, -with-progress, -sampling, -elicitation':
    "call the fixture tools of the suite's reference server (test_simple_text, test_error_handling, …), which a marketplace server does not have; our tool calls are tested with both official clients",
  'json-schema-2020-12':
    'looks for the fixture tool json_schema_2020_12_tool; our schemas are draft 2020-12 and validated with Ajv2020 in tools.test.ts',
  'resources-read-text, resources-read-binary, resources-templates-read':
    "read the suite's fixture URIs (test://…); our templates are read in tools.test.ts",
  'resources-subscribe, resources-unsubscribe':
    'stateless, read-only data that changes only with a deploy: no subscriptions offered',
  'prompts-get-simple, -with-args, -embedded-resource, -with-image':
    "get the suite's fixture prompts (test_simple_prompt, …); our prompts are fetched with both official clients in prompts.test.ts",
  'logging-set-level, completion-complete':
    'no logging or completions capability (logging is deprecated in 2026-07-28)',
  'elicitation-sep1034-defaults, elicitation-sep1330-enums': 'a read-only server never asks the user for input',
  'server-sse-polling, server-sse-multiple-streams': 'JSON responses only, no event streams (contract §6)',
  'dns-rebinding-protection':
    'guards local servers bound to localhost; this is a public, credential-free remote service with open CORS, so any Host is legitimate',
};

describe('MCP conformance suite', () => {
  it.each(APPLIES)('%s', (scenario) => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
    try {
      const r = spawnSync(
        process.execPath,
        [
          resolve('node_modules/@modelcontextprotocol/conformance/dist/index.js'),
          'server',
          '--url',
          api('/mcp'),
          '--scenario',
          scenario,
        ],
        { cwd: dir, encoding: 'utf8', timeout: 60_000 },
      );
      const out = `${r.stdout}\n${r.stderr}`;
      expect(out, out).toMatch(/Passed: (\d+)\/\1, 0 failed/);
      expect(r.status, out).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
