// Prints the OpenAPI document built from the route schemas (no database, no port):
// `npm run generate` writes it to schema/openapi.json.
import { buildApp } from './app';

const app = await buildApp();
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
