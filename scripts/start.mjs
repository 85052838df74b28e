// `npm start`: the whole storefront on the embedded database with demo data, run as in production
// (the compiled api, gateway and web server, NODE_ENV=production with the demo's behaviours allowed).
import { demoInProduction, startStack, stopOnSignals } from './stack.mjs';

// The demo has no staff, so the kitchen simulator moves orders along (KITCHEN_SIMULATOR=off stops it).
const env = { ...demoInProduction(), KITCHEN_SIMULATOR: process.env.KITCHEN_SIMULATOR || 'on' };
const stack = await startStack({ env }).catch((error) => {
  console.error(`\nThe storefront could not start: ${error.message}`);
  process.exit(1);
});
console.log(`
  Storefront   ${stack.webUrl}
  GraphiQL     ${stack.gatewayUrl}
  REST api     ${stack.apiUrl}  (Swagger UI: ${stack.apiUrl}/docs)

  Open ${stack.webUrl} in your browser. Ctrl+C stops everything.
`);
stopOnSignals(stack);
