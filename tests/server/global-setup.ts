import type { TestProject } from 'vitest/node';
import { buildTemplate } from './db-template';

/** Once per run of the server project: the seeded database every test file copies. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await buildTemplate();
  project.provide('dbTemplate', template);
  return drop;
}
