// npm run i18n:extract: writes every message the web app's code says (formatjs extract over web/src, each with its
// explicit id) to web/src/locales/en-US.json, then compiles the catalogues (npm run i18n:compile).
import { compileMessages, extractMessages, writeSourceCatalogue } from '../web/tooling/message-catalogues';

const messages = extractMessages();
writeSourceCatalogue('en-US', messages);
console.log(`Extracted ${Object.keys(messages).length} messages into web/src/locales/en-US.json`);
console.log(`Compiled ${compileMessages().join(', ')} into web/src/locales/compiled`);
