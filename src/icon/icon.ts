// The raster icon: where it is served and its size (the MCP server card, the
// registry's server.json, serverInfo and the page head read it from here).
export const ICON_PNG = { path: '/icon-256.png', size: 256 } as const;
