// The MCP server card as JSON Schema (draft 2020-12): OUR TRANSCRIPTION of
// `schema.ts` in modelcontextprotocol/experimental-ext-server-card (SEP-2127,
// read in late 2026), not the extension's own file. No npm package ships that
// schema (the extension's package is private), and files from other
// repositories are not copied into this one, so the constraints are written out
// here from the TypeScript definitions and their JSDoc tags (@pattern,
// @minLength, @maxLength, @format), type by type. Like the generated file, objects
// are open (no additionalProperties: false). Our own, stricter rules (no tool
// list, PNG icon) are asserted separately in tests/mcp/discovery.test.ts.
const input = {
  type: 'object',
  properties: {
    description: { type: 'string' },
    isRequired: { type: 'boolean' },
    isSecret: { type: 'boolean' },
    format: { type: 'string', enum: ['string', 'number', 'boolean', 'filepath'] },
    default: { type: 'string' },
    placeholder: { type: 'string' },
    value: { type: 'string' },
    choices: { type: 'array', items: { type: 'string' } },
  },
};

export const SERVER_CARD_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $defs: {
    Input: input,
    KeyValueInput: {
      ...input,
      properties: {
        ...input.properties,
        name: { type: 'string' },
        variables: { type: 'object', additionalProperties: { $ref: '#/$defs/Input' } },
      },
      required: ['name'],
    },
    Icon: {
      type: 'object',
      properties: {
        src: { type: 'string', format: 'uri' },
        mimeType: { type: 'string' },
        sizes: { type: 'array', items: { type: 'string' } },
        theme: { type: 'string', enum: ['light', 'dark'] },
      },
      required: ['src'],
    },
    Repository: {
      type: 'object',
      properties: {
        url: { type: 'string', format: 'uri' },
        source: { type: 'string' },
        subfolder: { type: 'string' },
        id: { type: 'string' },
      },
      required: ['url', 'source'],
    },
    Remote: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['streamable-http', 'sse'] },
        url: { type: 'string', pattern: '^(https?://[^\\s]+|\\{[a-zA-Z_][a-zA-Z0-9_]*\\}[^\\s]*)$' },
        headers: { type: 'array', items: { $ref: '#/$defs/KeyValueInput' } },
        variables: { type: 'object', additionalProperties: { $ref: '#/$defs/Input' } },
        supportedProtocolVersions: { type: 'array', items: { type: 'string' } },
      },
      required: ['type', 'url'],
    },
  },
  type: 'object',
  properties: {
    $schema: {
      type: 'string',
      format: 'uri',
      pattern: '^https://static\\.modelcontextprotocol\\.io/schemas/v1/server-card\\.schema\\.json$',
    },
    name: { type: 'string', minLength: 3, maxLength: 200, pattern: '^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$' },
    version: { type: 'string', maxLength: 255 },
    description: { type: 'string', minLength: 1, maxLength: 100 },
    title: { type: 'string', minLength: 1, maxLength: 100 },
    websiteUrl: { type: 'string', format: 'uri' },
    repository: { $ref: '#/$defs/Repository' },
    icons: { type: 'array', items: { $ref: '#/$defs/Icon' } },
    remotes: { type: 'array', items: { $ref: '#/$defs/Remote' } },
    _meta: { type: 'object' },
  },
  required: ['$schema', 'name', 'version', 'description'],
} as const;
