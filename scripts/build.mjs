// `npm run build`: everything production runs, built again from the sources: the web app and its
// server renderer, Mesh's artifacts, and the api and the gateway compiled to JavaScript
// (api/dist, gateway/dist). `npm start` builds only what is missing or stale.
import { buildIfStale } from './stack.mjs';

await buildIfStale({ all: true });
