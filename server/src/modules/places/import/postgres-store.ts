import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { placeColumns, placeValues, type ImportedSource, type PlaceValue, type PlacesStore } from './places-store.ts';

const needsEscape = /[\\\t\n\r]/;

/** COPY's text format: tab-separated, `\N` for null, backslash escapes (tested first: almost no field has one). */
function copyField(value: PlaceValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (!needsEscape.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char]!);
}

const flushAt = 1 << 16;

/** PostgreSQL, written with COPY inside one transaction per file. */
export async function openPostgresStore(databaseUrl: string): Promise<PlacesStore> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();

  const inTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.query('begin');
    try {
      // Two instances starting together: the second waits here, then sees the first one's work.
      await client.query('lock table imports in exclusive mode');
      const result = await work();
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  };

  return {
    async imported() {
      const { rows } = await client.query<{ source: string } & ImportedSource>(
        'select source, fingerprint, rows from imports',
      );
      return new Map(rows.map(({ source, fingerprint, rows: count }) => [source, { fingerprint, rows: count }]));
    },

    replace(source, fingerprint, rows, force) {
      return inTransaction(async () => {
        const current = await client.query<{ fingerprint: string }>(
          'select fingerprint from imports where source = $1',
          [source],
        );
        if (!force && current.rows[0]?.fingerprint === fingerprint) return undefined;
        // The table has no index on source: a scan of millions of rows for a file never imported is skipped.
        if (current.rows.length > 0) await client.query('delete from places where source = $1', [source]);
        const copy = client.query(copyFrom(`copy places (${placeColumns.join(', ')}) from stdin`));
        let count = 0;
        let buffer = '';
        try {
          for await (const row of rows) {
            buffer += `${placeValues(source, row).map(copyField).join('\t')}\n`;
            count++;
            if (buffer.length >= flushAt) {
              const more = copy.write(buffer);
              buffer = '';
              if (!more) await once(copy, 'drain');
            }
          }
          copy.end(buffer);
          await finished(copy);
        } catch (error) {
          // Ends the COPY on the server (CopyFail), so the connection can roll back.
          copy.destroy(error as Error);
          throw error;
        }
        await client.query(
          `insert into imports (source, fingerprint, rows, imported_at) values ($1, $2, $3, $4)
           on conflict (source) do update set fingerprint = excluded.fingerprint, rows = excluded.rows, imported_at = excluded.imported_at`,
          [source, fingerprint, count, new Date()],
        );
        return count;
      });
    },

    async remove(source) {
      await inTransaction(async () => {
        await client.query('delete from places where source = $1', [source]);
        await client.query('delete from imports where source = $1', [source]);
      });
    },

    async close() {
      await client.end();
    },
  };
}
