export * from './wms';
export * from './sites';
export * from './users';
export * from './warehouses';
export * from './documents';
export * from './logs';
export * from './idempotency';
