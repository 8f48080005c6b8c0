// Piscina's entry for a sandbox worker thread: it loads the TypeScript worker through tsx's
// scoped loader, which works whether or not the parent process runs under tsx (`npm start`,
// `tsx`, vitest's forks); Node 20 does not apply a parent's `--import tsx` hooks to a worker.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./sandbox-worker.ts', import.meta.url);

export default worker.default;
