// The few parts of node-postgres this project calls (the package ships no types).
declare module 'pg' {
  export interface ClientConfig {
    connectionString?: string;
    connectionTimeoutMillis?: number;
    query_timeout?: number;
    application_name?: string;
  }
  export interface PoolConfig extends ClientConfig {
    max?: number;
    idleTimeoutMillis?: number;
    allowExitOnIdle?: boolean;
  }
  export interface QueryConfig {
    text: string;
    values?: unknown[];
    query_timeout?: number;
    /** A protocol-level named prepared statement: parsed and planned once per connection. */
    name?: string;
  }
  export class Pool {
    constructor(config?: PoolConfig);
    query(text: string | QueryConfig, values?: unknown[]): Promise<{ rows: any[] }>;
    on(event: 'error', listener: (e: Error) => void): this;
    end(): Promise<void>;
  }
  export class Client {
    constructor(config?: ClientConfig);
    connect(): Promise<void>;
    query(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
    on(event: 'error' | 'notice', listener: (e: any) => void): this;
    end(): Promise<void>;
  }
  const pg: { Pool: typeof Pool; Client: typeof Client };
  export default pg;
}
