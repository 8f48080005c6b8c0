export {
  DEMO_SIGN_INS,
  hasUsers,
  seedBootstrap,
  seedDemo,
  type SeedOptions,
  type SeedSummary,
} from './seed';
export { DEMO_PASSWORD } from './demo-data';
