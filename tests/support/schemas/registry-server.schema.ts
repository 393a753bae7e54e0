// server.json of the official MCP Registry, schema 2025-12-11, as JSON Schema
// (draft-07, like the registry's): OUR TRANSCRIPTION from the registry's
// documentation and schema source (modelcontextprotocol/registry,
// docs/reference/server-json/: schema.ts, CHANGELOG.md, generic-server-json.md,
// read in late 2026), not the registry's own file. No npm package ships it, and
// files from other repositories are not copied into this one. Descriptions
// and `example` annotations are left out; every constraint is kept. The
// draft's later additions (postInstallInstructions, URLs opening with a
// template variable) are not part of 2025-12-11 and are left out.
// The official registry's extra rules for publishing (namespace proven for the
// domain, HTTPS remotes) are asserted in tests/mcp/registry.test.ts.
const transportUrl = { type: 'string', pattern: '^https?://[^\\s]+$' };

export const REGISTRY_SERVER_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $ref: '#/definitions/ServerDetail',
  definitions: {
    Argument: { anyOf: [{ $ref: '#/definitions/PositionalArgument' }, { $ref: '#/definitions/NamedArgument' }] },
    Icon: {
      type: 'object',
      properties: {
        mimeType: { type: 'string', enum: ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp'] },
        sizes: { type: 'array', items: { type: 'string', pattern: '^(\\d+x\\d+|any)$' } },
        src: { type: 'string', format: 'uri', maxLength: 255 },
        theme: { type: 'string', enum: ['light', 'dark'] },
      },
      required: ['src'],
    },
    Input: {
      type: 'object',
      properties: {
        choices: { type: 'array', items: { type: 'string' } },
        default: { type: 'string' },
        description: { type: 'string' },
        format: { type: 'string', enum: ['string', 'number', 'boolean', 'filepath'], default: 'string' },
        isRequired: { type: 'boolean', default: false },
        isSecret: { type: 'boolean', default: false },
        placeholder: { type: 'string' },
        value: { type: 'string' },
      },
    },
    InputWithVariables: {
      allOf: [
        { $ref: '#/definitions/Input' },
        {
          type: 'object',
          properties: { variables: { type: 'object', additionalProperties: { $ref: '#/definitions/Input' } } },
        },
      ],
    },
    KeyValueInput: {
      allOf: [
        { $ref: '#/definitions/InputWithVariables' },
        { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      ],
    },
    LocalTransport: {
      anyOf: [
        { $ref: '#/definitions/StdioTransport' },
        { $ref: '#/definitions/StreamableHttpTransport' },
        { $ref: '#/definitions/SseTransport' },
      ],
    },
    NamedArgument: {
      allOf: [
        { $ref: '#/definitions/InputWithVariables' },
        {
          type: 'object',
          properties: {
            isRepeated: { type: 'boolean', default: false },
            name: { type: 'string' },
            type: { type: 'string', enum: ['named'] },
          },
          required: ['type', 'name'],
        },
      ],
    },
    Package: {
      type: 'object',
      properties: {
        environmentVariables: { type: 'array', items: { $ref: '#/definitions/KeyValueInput' } },
        fileSha256: { type: 'string', pattern: '^[a-f0-9]{64}$' },
        identifier: { type: 'string' },
        packageArguments: { type: 'array', items: { $ref: '#/definitions/Argument' } },
        registryBaseUrl: { type: 'string', format: 'uri' },
        registryType: { type: 'string' },
        runtimeArguments: { type: 'array', items: { $ref: '#/definitions/Argument' } },
        runtimeHint: { type: 'string' },
        transport: { $ref: '#/definitions/LocalTransport' },
        version: { type: 'string', minLength: 1, maxLength: 255, not: { const: 'latest' } },
      },
      required: ['registryType', 'identifier', 'transport'],
    },
    PositionalArgument: {
      allOf: [
        { $ref: '#/definitions/InputWithVariables' },
        {
          type: 'object',
          anyOf: [{ required: ['valueHint'] }, { required: ['value'] }],
          properties: {
            isRepeated: { type: 'boolean', default: false },
            type: { type: 'string', enum: ['positional'] },
            valueHint: { type: 'string' },
          },
          required: ['type'],
        },
      ],
    },
    RemoteTransport: {
      allOf: [
        { anyOf: [{ $ref: '#/definitions/StreamableHttpTransport' }, { $ref: '#/definitions/SseTransport' }] },
        {
          type: 'object',
          properties: { variables: { type: 'object', additionalProperties: { $ref: '#/definitions/Input' } } },
        },
      ],
    },
    Repository: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        source: { type: 'string' },
        subfolder: { type: 'string' },
        url: { type: 'string', format: 'uri' },
      },
      required: ['url', 'source'],
    },
    ServerDetail: {
      type: 'object',
      properties: {
        $schema: { type: 'string', format: 'uri' },
        _meta: {
          type: 'object',
          properties: {
            'io.modelcontextprotocol.registry/publisher-provided': { type: 'object', additionalProperties: true },
          },
        },
        description: { type: 'string', minLength: 1, maxLength: 100 },
        icons: { type: 'array', items: { $ref: '#/definitions/Icon' } },
        name: { type: 'string', minLength: 3, maxLength: 200, pattern: '^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$' },
        packages: { type: 'array', items: { $ref: '#/definitions/Package' } },
        remotes: { type: 'array', items: { $ref: '#/definitions/RemoteTransport' } },
        repository: { $ref: '#/definitions/Repository' },
        title: { type: 'string', minLength: 1, maxLength: 100 },
        version: { type: 'string', maxLength: 255 },
        websiteUrl: { type: 'string', format: 'uri' },
      },
      required: ['name', 'description', 'version'],
    },
    SseTransport: {
      type: 'object',
      properties: {
        headers: { type: 'array', items: { $ref: '#/definitions/KeyValueInput' } },
        type: { type: 'string', enum: ['sse'] },
        url: transportUrl,
      },
      required: ['type', 'url'],
    },
    StdioTransport: { type: 'object', properties: { type: { type: 'string', enum: ['stdio'] } }, required: ['type'] },
    StreamableHttpTransport: {
      type: 'object',
      properties: {
        headers: { type: 'array', items: { $ref: '#/definitions/KeyValueInput' } },
        type: { type: 'string', enum: ['streamable-http'] },
        url: transportUrl,
      },
      required: ['type', 'url'],
    },
  },
} as const;
