import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** What one migration needs to say differently per database; everything else is shared. */
export interface MigrationDialect {
  name: DialectName;
  /** An integer primary key that the database numbers itself. */
  identity: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** A point in time; see `Timestamp` in tables.ts. */
  timestamp: ColumnDataType;
}

export const migrationDialects: Record<DialectName, MigrationDialect> = {
  sqlite: {
    name: 'sqlite',
    identity: (column) => column.primaryKey().autoIncrement(),
    timestamp: 'text',
  },
  postgres: {
    name: 'postgres',
    identity: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
    timestamp: 'timestamptz',
  },
};
