import { render } from 'preact';
import { App, firstLang } from './App.js';
import { loadLang } from './i18n/load.js';
import { registerServiceWorker } from './offline/updates.js';
import './ui/styles.css';
import './ui/local.css';
import './ui/phone.css';

const root = document.getElementById('app');
// The page's language first (English is in the page; another is its own small chunk), then the page.
if (root) void loadLang(firstLang()).finally(() => render(<App />, root));
// The local game offline and the app installable: the service worker keeps this version's files.
registerServiceWorker();
