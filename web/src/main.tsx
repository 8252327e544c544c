import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerOfflineShell } from './app/offline-shell';
import { preloadScreen } from './app/router';
import './index.css';

// zod probes whether it may compile validators with `new Function`; the Content-Security-Policy forbids eval, so
// the probe would be reported as a violation on every screen. Validation works the same without it. zod keeps its
// settings on this shared global (what z.config writes), so the till's entry chunk need not load zod to set it.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

preloadScreen(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerOfflineShell();
