import './api/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReloadHandler } from './app/errors/chunk-reload';
import { storagePersistence } from './offline/storage-persistence';
import './index.css';

installChunkReloadHandler();
// Ask the browser not to evict the offline data; the settings sidebar shows its answer.
void storagePersistence.request();
// Support and the floor benchmark: the floor modules on window, only when asked for.
if (localStorage.getItem('wms.diagnostics') === '1') {
  void import('./app/diagnostics').then((m) => m.installDiagnostics());
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
