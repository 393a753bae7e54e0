// One serialisation for every JSON body, so a static file, a function
// response and an MCP structuredContent text block are the same bytes.
export const jsonText = (body: unknown): string => JSON.stringify(body);
