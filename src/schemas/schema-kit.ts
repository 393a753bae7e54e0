// What the parameters' zod schemas are built with (./params.ts): zod and the
// vocabulary enums they reuse. Imported only where schemas are generated
// (./param-schemas.ts: OpenAPI, MCP, the response schemas), never by the parser.
export { z } from 'zod';
export { Condition, ListingStatus } from './vocabulary-enums.ts';
