import { openSqliteFile } from '../../../db/node-sqlite-adapter.ts';
import { placeColumns, placeValues, type ImportedSource, type PlacesStore } from './places-store.ts';

/**
 * The embedded database, written through one prepared statement inside one transaction per file:
 * SQLite then writes pages, not rows (hundreds of thousands of rows a second).
 */
export function openSqliteStore(file: string): PlacesStore {
  const db = openSqliteFile(file);
  db.exec('PRAGMA cache_size = -65536');
  const insert = db.prepare(
    `insert into places (${placeColumns.join(', ')}) values (${placeColumns.map(() => '?').join(', ')})`,
  );
  const currentFingerprint = db.prepare('select fingerprint from imports where source = ?');
  const deleteRows = db.prepare('delete from places where source = ?');
  const deleteRecord = db.prepare('delete from imports where source = ?');
  const record = db.prepare(
    `insert into imports (source, fingerprint, rows, imported_at) values (?, ?, ?, ?)
     on conflict (source) do update set fingerprint = excluded.fingerprint, rows = excluded.rows, imported_at = excluded.imported_at`,
  );

  return {
    async imported() {
      const rows = db.prepare('select source, fingerprint, rows from imports').all() as unknown as Array<
        { source: string } & ImportedSource
      >;
      return new Map(rows.map(({ source, fingerprint, rows: count }) => [source, { fingerprint, rows: count }]));
    },

    async replace(source, fingerprint, rows, force) {
      // IMMEDIATE takes the write lock now: a second importer waits here, then sees this one's work.
      db.exec('BEGIN IMMEDIATE');
      try {
        const current = currentFingerprint.get(source) as { fingerprint: string } | undefined;
        if (!force && current?.fingerprint === fingerprint) {
          db.exec('ROLLBACK');
          return undefined;
        }
        // The table has no index on source: a scan of millions of rows for a file never imported is skipped.
        if (current) deleteRows.run(source);
        let count = 0;
        for await (const row of rows) {
          insert.run(...placeValues(source, row));
          count++;
        }
        record.run(source, fingerprint, count, new Date().toISOString());
        db.exec('COMMIT');
        return count;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },

    async remove(source) {
      db.exec('BEGIN IMMEDIATE');
      deleteRows.run(source);
      deleteRecord.run(source);
      db.exec('COMMIT');
    },

    async close() {
      // The import grew the write-ahead log by the size of the data; give that space back.
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
