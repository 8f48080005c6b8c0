import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReloadHandler } from './app/errors/chunk-reload';
import './index.css';

installChunkReloadHandler();
// Ask the browser not to evict the offline data (the answer is kept by the browser).
void navigator.storage?.persist?.().catch(() => false);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
