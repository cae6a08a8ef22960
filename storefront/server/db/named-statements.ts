import type pg from 'pg';

/**
 * Statements with parameters run as named prepared statements: node-postgres parses each
 * SQL text once per connection and afterwards only binds and executes it, so the database
 * plans a hot query (the session check, the cart, the offers) once instead of on every
 * call. Drizzle builds the same text for the same query shape, so a few hundred names cover
 * the shop; past `maxNames` distinct texts (lists of ids of every length) the rest run
 * unnamed, as before, so a connection's prepared statements stay bounded.
 */
export function nameStatements(pool: pg.Pool, { maxNames = 1000 }: { maxNames?: number } = {}): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= maxNames) return known;
    const name = `rigsmith_${names.size + 1}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const values = rest[0];
      if (
        config !== null &&
        typeof config === 'object' &&
        !('name' in config && config.name) &&
        'text' in config &&
        typeof config.text === 'string' &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = nameOf(config.text);
        if (name !== undefined) return query({ ...config, name }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}
