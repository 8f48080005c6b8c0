/**
 * Demo SQL commands of both demo sites (document type SQL_COMMAND, answered by `sql_command
 * select`): the load configurations the site switch loads, stock by storage, today's failed
 * calls. (My Queries start empty: each user saves their own.)
 */
import { SQL_COMMAND_TYPE, sqlCommandSiteDocument } from '../../src/contract';
import { documents } from '../db/schema';
import type { Db } from '../db/types';

const SITE_COMMANDS = [
  {
    document_id: 'load-configurations',
    entity: 'load_configuration',
    action: 'select',
    description: 'Load configurations of the site runs',
    sql_command:
      "SELECT DISTINCT load_configuration_id, 'Load configuration ' || load_configuration_id AS name FROM wms.runs WHERE load_configuration_id IS NOT NULL ORDER BY 1",
  },
  {
    document_id: 'inventory-by-storage',
    entity: 'inventory',
    action: 'by_storage',
    description: 'Active inventory items by storage',
    sql_command:
      'SELECT storage, count(*) AS items FROM wms.inventory WHERE active GROUP BY storage ORDER BY storage',
  },
  {
    document_id: 'failed-calls-today',
    entity: 'log',
    action: 'failed_today',
    description: "Today's failed calls by entity",
    sql_command:
      'SELECT entity, action, count(*) AS failures FROM wms.activity_log WHERE NOT success AND start_time >= current_date GROUP BY entity, action ORDER BY failures DESC',
  },
];

export async function seedSqlCommands(db: Db, siteIds: readonly string[] = ['SXD', 'TAS']) {
  for (const siteId of siteIds) {
    await db.insert(documents).values(
      SITE_COMMANDS.map((c) => ({
        site_id: siteId,
        site_document: sqlCommandSiteDocument(siteId),
        document_id: c.document_id,
        document_type: SQL_COMMAND_TYPE,
        data: { ...c, database: 'staging', query_type: 'select', user_id: 'admin' },
        created_by: 'admin',
        updated_by: 'admin',
      })),
    );
  }
}
