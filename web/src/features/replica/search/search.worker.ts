// The till's product search off the main thread: one in-memory index of the catalogue, answering search and
// lookup in a few milliseconds whether or not the server can be reached.
import { createSearchHandler } from './search-handler';
import type { SearchRequest, SearchResponse } from './search-handler';

// Typed by hand: web's TypeScript setup knows the window's globals, not a worker's.
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
  postMessage(message: SearchResponse): void;
};

const handle = createSearchHandler();
scope.addEventListener('message', (event) => scope.postMessage(handle(event.data)));
