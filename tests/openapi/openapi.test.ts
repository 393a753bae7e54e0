// The OpenAPI document: valid OpenAPI 3.1, clean under Redocly's recommended
// rules, complete against the contract, read-only, and every example in it
// valid against its own schema.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildOpenApi } from '../../src/openapi/document.ts';
import { standalone } from '../../src/openapi/components.ts';
import { operationResponseSchema } from '../support/openapi.ts';
import { getCatalog } from '../../src/catalog/get-catalog.ts';
import { MAX_BODY_TEXT } from '../../src/mcp/rpc-errors.ts';
import { TOOLS } from '../../src/mcp/tools.ts';
import { ListingSearchDocument, ManualSearchDocument } from '../../src/schemas/responses.ts';
import {
  ListingSearchParams,
  MAX_PER_PAGE,
  MAX_Q_CHARS,
  MAX_Q_TERMS,
  ManualSearchParams,
} from '../../src/schemas/query.ts';
import { examples } from '../../src/openapi/examples.ts';
import { REFERENCE_RATES } from '../../src/catalog/snapshot.ts';

const ORIGIN = 'http://localhost:4321';
const doc = buildOpenApi(ORIGIN);
type Obj = Record<string, any>;
const paths = doc.paths as Record<string, Record<string, Obj>>;

const CONTRACT_PATHS: [string, string][] = [
  ['get', '/site'],
  ['get', '/listings'],
  ['get', '/listings/{slug_or_id}'],
  ['get', '/manuals'],
  ['get', '/manuals/{public_id}'],
  ['get', '/glossary'],
  ['get', '/checklists'],
  ['get', '/checklists/{slug}'],
  ['get', '/guides'],
  ['get', '/snapshot'],
  ['get', '/openapi.json'],
  ['get', '/mcp'],
  ['post', '/mcp'],
];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = () =>
  Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => ({ path, method, op })),
  );

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1, version 1.0.0, with the API base as its server', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.info.title).toBe('Secondline agent API');
    expect(doc.info.contact.email).toBe(getCatalog().site.data.contact_email);
    expect(doc.info.license.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(doc.servers).toEqual([{ url: `${ORIGIN}/api/agents/v1`, description: expect.any(String) }]);
    expect(doc.security).toEqual([]);
  });

  it('states the limits, the licence, the price caveat and the reference rates', () => {
    const d = doc.info.description;
    for (const s of [
      `${MAX_Q_CHARS} characters`,
      `${MAX_Q_TERMS} terms`,
      MAX_BODY_TEXT,
      'CC BY 4.0',
      'not closed-transaction comparables',
      'Cache-Control',
    ]) {
      expect(d).toContain(s);
    }
    expect(d).toContain(`\`per_page\` is 1 to ${MAX_PER_PAGE}`);
    for (const [currency, rate] of Object.entries(REFERENCE_RATES)) {
      if (currency !== 'USD') expect(d).toContain(`1 ${currency} = ${rate} USD`);
    }
  });

  it('validates with @seriousme/openapi-schema-validator', async () => {
    const validator = new Validator();
    const res = await validator.validate(structuredClone(doc) as Obj);
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('passes redocly lint (recommended) with no errors and no avoidable warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const local = join(dir, 'local.json');
      const deployed = join(dir, 'deployed.json');
      writeFileSync(local, JSON.stringify(doc, null, 2));
      writeFileSync(deployed, JSON.stringify(buildOpenApi('https://secondline-demo.com'), null, 2));
      const lint = (file: string) => {
        const r = spawnSync(
          process.execPath,
          [resolve('node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends=recommended', '--format=json', file],
          {
            encoding: 'utf8',
            env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
            timeout: 60_000,
          },
        );
        const report = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as {
          totals: { errors: number; warnings: number };
          problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
        };
        return {
          report,
          problems: report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`),
        };
      };
      const onLocalhost = lint(local);
      expect(onLocalhost.report.totals.errors, onLocalhost.problems.join('\n')).toBe(0);
      // The one warning left is about the local origin itself (a localhost server URL).
      expect(onLocalhost.problems.filter((p) => !p.startsWith('warn no-server-example.com #/servers/0/url'))).toEqual(
        [],
      );
      const deployedLint = lint(deployed);
      expect(deployedLint.problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists every contract path, relative to the server', () => {
    for (const [method, path] of CONTRACT_PATHS)
      expect(paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    for (const path of Object.keys(paths)) expect(path.startsWith('/api/')).toBe(false);
  });

  it('is read-only: GET everywhere, POST only on /mcp, no PUT, PATCH or DELETE', () => {
    for (const { path, method } of operations()) {
      expect(['get', 'post'], `${method} ${path}`).toContain(method);
      if (method === 'post') expect(path).toBe('/mcp');
    }
  });

  it('gives every operation an id, summary, description, tags, 200 and 405 with documented headers', () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId), `duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, where).toBeTruthy();
      expect(op.description?.length, where).toBeGreaterThan(40);
      expect(op.tags?.length, where).toBe(1);
      expect(op.responses['200'], where).toBeDefined();
      expect(op.responses['405'].headers.Allow, where).toBeDefined();
      expect(op.responses['405'].content['application/json'].examples.MethodNotAllowed.value).toEqual({
        detail: 'Method Not Allowed',
      });
      const h = op.responses['200'].headers;
      for (const name of ['Cache-Control', 'Access-Control-Allow-Origin'])
        expect(h?.[name], `${where} ${name}`).toBeDefined();
      if (method === 'get' && path !== '/mcp')
        for (const name of ['ETag', 'Link']) expect(h?.[name], `${where} ${name}`).toBeDefined();
    }
  });

  it('documents 404 where a key can be unknown and 422 on the searches', () => {
    const notFound: Record<string, string> = {
      '/listings/{slug_or_id}': 'Listing not found',
      '/manuals/{public_id}': 'Manual not found',
      '/checklists/{slug}': 'Checklist not found',
      '/guides/{slug}': 'Guide not found',
      '/glossary': 'Glossary term not found',
    };
    for (const { path, method, op } of operations()) {
      const want = notFound[path];
      if (want) {
        const examples = Object.values(op.responses['404'].content['application/json'].examples) as {
          value: unknown;
        }[];
        expect(examples.map((e) => e.value)).toEqual([{ detail: want }]);
      } else {
        expect(op.responses['404'], `${method} ${path}`).toBeUndefined();
      }
      // The searches, and the listing lookup (its currency).
      const parameters = path === '/listings' || path === '/manuals' || path === '/listings/{slug_or_id}';
      expect(Boolean(op.responses['422']), `${method} ${path} 422`).toBe(parameters);
    }
    const range = paths['/listings'].get.responses['422'].content['application/json'].examples.range.value;
    expect(range.detail[0]).toEqual({
      type: 'greater_than_equal',
      loc: ['query', 'page'],
      msg: 'Input should be greater than or equal to 1',
      input: '0',
      ctx: { ge: 1 },
    });
  });

  it('describes the search parameters from the parameter specs', () => {
    for (const [path, spec] of [
      ['/listings', ListingSearchParams],
      ['/manuals', ManualSearchParams],
    ] as const) {
      const params = paths[path].get.parameters.filter((p: Obj) => p.in === 'query');
      expect(params.map((p: Obj) => p.name)).toEqual(Object.keys(spec));
      for (const p of params) {
        expect(p.style).toBe('form');
        expect(p.required).toBe(false);
        expect(p.description.length).toBeGreaterThan(20);
      }
    }
    const byName = Object.fromEntries(paths['/listings'].get.parameters.map((p: Obj) => [p.name, p]));
    expect(byName.per_page.schema).toEqual({ type: 'integer', minimum: 1, maximum: 50, default: 20 });
    expect(byName.page.schema).toEqual({ type: 'integer', minimum: 1, default: 1 });
    expect(byName.include_sold.schema).toEqual({ type: 'boolean', default: false });
    expect(byName.category.schema.type).toBe('string');
    expect(byName.category.schema.enum).toContain('cnc-metalworking');
    expect(byName.category.description).toMatch(/label/);
    const manualPerPage = paths['/manuals'].get.parameters.find((p: Obj) => p.name === 'per_page');
    expect(manualPerPage.schema.default).toBe(24);
  });

  it('declares the string defaults, the list style and the loc item type as the seed and the contract state them', () => {
    const param = (path: string, name: string) => paths[path].get.parameters.find((p: Obj) => p.name === name);
    for (const name of ['q', 'category', 'make', 'location', 'model'])
      expect(param('/listings', name).schema.default, name).toBe('');
    for (const name of ['q', 'make', 'model']) expect(param('/manuals', name).schema.default, name).toBe('');
    // A list is an array sent as repeated parameters (form, explode), and its description says a comma list works too.
    for (const name of ['condition', 'country', 'status', 'ids', 'fields', 'facets']) {
      const p = param('/listings', name);
      expect([p.schema.type, p.style, p.explode], name).toEqual(['array', 'form', true]);
      expect(p.description, name).toMatch(/comma/);
    }
    for (const name of ['year_min', 'price_max', 'sort', 'status'])
      expect('default' in param('/listings', name).schema, name).toBe(false);
    expect(param('/listings/{slug_or_id}', 'currency').schema.enum).toEqual(['USD', 'CAD', 'EUR', 'GBP', 'CHF']);
    expect((doc.components.schemas.ValidationErrorItem as any).properties.loc.items).toEqual({
      anyOf: [{ type: 'string' }, { type: 'integer' }],
    });
  });

  it('describes the MCP endpoint: JSON-RPC body and the transport statuses', () => {
    const post = paths['/mcp'].post;
    expect(post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/JsonRpcMessage',
    });
    for (const status of ['200', '202', '400', '405', '408', '413', '415'])
      expect(post.responses[status], status).toBeDefined();
    // Accept never refuses a POST (tests/mcp/http.test.ts): no 406 is documented.
    expect(Object.keys(post.responses).sort()).toEqual(['200', '202', '400', '405', '408', '413', '415']);
    expect(post.responses['202'].content).toBeUndefined();
    expect(paths['/mcp'].get.description).toMatch(/text\/event-stream.*405/s);
    expect(post.description).toContain('2025-11-25');
    expect(post.description).toContain(`Bodies over ${MAX_BODY_TEXT}: 413`);
    for (const t of TOOLS) expect(post.description).toContain(`\`${t.name}\``);
  });

  it('keeps $schema and $id out of the components', () => {
    // As keywords: a property may be named $schema (the MCP server card's), and is kept.
    const keywords = (node: unknown, names = false): string[] => {
      if (Array.isArray(node)) return node.flatMap((n) => keywords(n));
      if (node === null || typeof node !== 'object') return [];
      return Object.entries(node).flatMap(([k, v]) => [
        ...(names ? [] : [k]),
        ...keywords(v, !names && k === 'properties'),
      ]);
    };
    const found = keywords(doc.components.schemas);
    expect(found).not.toContain('$schema');
    expect(found).not.toContain('$id');
    expect(JSON.stringify(doc.components.schemas)).not.toContain('9007199254740991');
    expect((doc.components.schemas.McpServerCard as any).properties.$schema).toMatchObject({
      const: expect.stringContaining('server-card.schema.json'),
    });
  });

  it('writes the origin it is built for into every URL of its own', () => {
    const text = JSON.stringify(buildOpenApi('https://equipment.example'));
    expect(text).not.toContain('localhost');
    expect(JSON.parse(text).servers[0].url).toBe('https://equipment.example/api/agents/v1');
  });

  describe('examples', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const checks: { where: string; schema: Obj; value: unknown }[] = [];
    const collect = (where: string, holder: Obj | undefined, schema: Obj | undefined) => {
      if (!holder || !schema) return;
      if ('example' in holder) checks.push({ where, schema, value: holder.example });
      for (const [name, ex] of Object.entries((holder.examples ?? {}) as Record<string, { value: unknown }>)) {
        checks.push({ where: `${where} (${name})`, schema, value: ex.value });
      }
    };
    for (const { path, method, op } of operations()) {
      for (const p of op.parameters ?? []) {
        const param = p.$ref ? (doc.components.parameters as Obj)[p.$ref.split('/').at(-1)] : p;
        collect(`${method} ${path} parameter ${param.name}`, param, param.schema);
      }
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Record<string, Obj>)) {
        collect(`${method} ${path} request ${type}`, media, media.schema);
      }
      for (const [status, response] of Object.entries(op.responses as Record<string, Obj>)) {
        for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, Obj>)) {
          collect(`${method} ${path} ${status} ${type}`, media, media.schema);
        }
      }
    }
    for (const [name, header] of Object.entries(doc.components.headers as Record<string, Obj>))
      collect(`header ${name}`, header, header.schema);

    it('are present on every JSON response with a body', () => {
      expect(checks.length).toBeGreaterThan(40);
      for (const { path, method, op } of operations()) {
        for (const [status, response] of Object.entries(op.responses as Record<string, Obj>)) {
          const media = response.content?.['application/json'];
          if (media) expect(Object.keys(media.examples ?? {}).length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        }
      }
    });

    it.each(checks.map((c) => [c.where, c] as const))('%s validates against its schema', (_where, c) => {
      const validate = ajv.compile(standalone(c.schema));
      const ok = validate(c.value);
      expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
      expect(ok).toBe(true);
    });

    it('search examples also parse with the zod schemas they document', () => {
      const ex = examples(ORIGIN, doc.info.contact.email);
      expect(ListingSearchDocument.parse(ex.listingSearch)).toEqual(ex.listingSearch);
      expect(ManualSearchDocument.parse(ex.manualSearch)).toEqual(ex.manualSearch);
    });
  });

  describe('operationResponseSchema', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    it('finds the schema by template or concrete path, with or without the API base', () => {
      const ex = examples(ORIGIN, doc.info.contact.email);
      const byTemplate = operationResponseSchema('/listings/{slug_or_id}', 'GET', 200)!;
      const byPath = operationResponseSchema('/api/agents/v1/listings/lst_7k2m9q4x', 'get', '200')!;
      expect(byPath).toEqual(byTemplate);
      expect(ajv.validate(byTemplate, ex.listingDocument)).toBe(true);
      expect(ajv.validate(byTemplate, ex.manualDocument)).toBe(false);
      const notFound = operationResponseSchema('/manuals/man_nothere1', 'get', 404)!;
      expect(ajv.validate(notFound, { detail: 'Manual not found' })).toBe(true);
      expect(ajv.validate(operationResponseSchema('/listings', 'get', 422)!, ex.enumError)).toBe(true);
    });
    it('is undefined for bodiless or undocumented responses', () => {
      expect(operationResponseSchema('/mcp', 'post', 202)).toBeUndefined();
      expect(operationResponseSchema('/listings', 'get', 418)).toBeUndefined();
      expect(operationResponseSchema('/nowhere', 'get', 200)).toBeUndefined();
    });
  });
});
