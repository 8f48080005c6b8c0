// Writes docs/actions.md from the action registry (npm run docs:actions).
import { writeFileSync } from 'node:fs';
import { ACTIONS } from '../server/areas/registry';
import { actionsMarkdown } from '../server/http/actions-doc';

writeFileSync('docs/actions.md', actionsMarkdown(ACTIONS));
console.log(`docs/actions.md: ${ACTIONS.length} actions`);
