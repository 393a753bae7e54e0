// The few parts of node-postgres this project calls (the package ships no types).
declare module 'pg' {
  export interface PoolConfig {
    connectionString?: string; max?: number; connectionTimeoutMillis?: number; statement_timeout?: number; query_timeout?: number;
    idleTimeoutMillis?: number; allowExitOnIdle?: boolean; application_name?: string;
  }
  export class Pool {
    constructor(config?: PoolConfig);
    query(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
    on(event: 'error', listener: (e: Error) => void): this;
    end(): Promise<void>;
  }
  const pg: { Pool: typeof Pool };
  export default pg;
}
