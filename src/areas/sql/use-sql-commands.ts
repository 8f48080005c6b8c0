import { useQuery } from '@tanstack/react-query';
import {
  SQL_COMMAND_TYPE,
  USER_SQL_COMMAND_TYPE,
  sqlCommandSiteDocument,
  userSqlCommandSiteDocument,
} from '../../contract';
import { useSession, useSiteId } from '../../ui';
import { fetchSqlCommands, type SqlCommandScope } from './api';

/** Query keys of the SQL area. */
export const sqlKeys = {
  all: ['sql-commands'] as const,
  commands: (siteDocument: string) => ['sql-commands', siteDocument] as const,
};

/** Site Queries (SQL_COMMAND) or My Queries (USER_SQL_COMMAND) of the current site. */
export function useSqlCommandScope(mine: boolean): SqlCommandScope {
  const siteId = useSiteId();
  const userId = useSession()?.user.user_id ?? '';
  return mine
    ? { type: USER_SQL_COMMAND_TYPE, siteDocument: userSqlCommandSiteDocument(siteId, userId) }
    : { type: SQL_COMMAND_TYPE, siteDocument: sqlCommandSiteDocument(siteId) };
}

export function useSqlCommands(scope: SqlCommandScope) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: sqlKeys.commands(scope.siteDocument),
    queryFn: () => fetchSqlCommands(scope),
    enabled: siteId !== '',
  });
}
