// npm run i18n:compile: compiles web/src/locales/<locale>.json to the AST react-intl formats without its parser
// (web/src/locales/compiled, which the web build and the unit tests also make for themselves).
import { compileMessages } from '../web/tooling/message-catalogues';

console.log(`Compiled ${compileMessages().join(', ')} into web/src/locales/compiled`);
