/**
 * Starts a throwaway PostgreSQL server on 127.0.0.1; `url` reaches it by TCP, `socketUrl` by its
 * Unix socket; `stop` shuts it down and deletes its data (`dataDir`).
 */
export declare function startPostgres(): Promise<{ url: string; socketUrl: string; stop: () => void; dataDir: string }>;
