/** Starts a throwaway PostgreSQL server on 127.0.0.1; `stop` shuts it down and deletes its data (`dataDir`). */
export declare function startPostgres(): Promise<{ url: string; stop: () => void; dataDir: string }>;
