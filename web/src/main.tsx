import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerOfflineShell } from './app/offline-shell';
import { preloadScreen } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

preloadScreen(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerOfflineShell();
