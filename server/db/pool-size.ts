/**
 * Connections the server's pool may open to PostgreSQL (`DB_POOL_MAX`, default 20). The heavy
 * work queue (exports, the SQL tool, reports, label batches, quotes) takes at most a part of
 * them, so light floor calls always find one free.
 */
export const POOL_MAX = Math.max(4, Number(process.env.DB_POOL_MAX ?? '') || 20);
