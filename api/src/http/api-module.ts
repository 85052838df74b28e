// An api module as one Fastify plugin (docs/architecture.md, "Api modules as plugins"): it builds
// its services from `app.deps` (http/app-deps.ts), its options (what app.ts wires across modules)
// and what the modules registered before it offer; offers what later modules need; and registers
// its routes. app.ts then only lists the modules, in the order of the contract.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** What one module offers the modules registered after it (the shops service to the catalogue),
 * typed by the offering module's face: a module that uses it imports that face, so lint sees the
 * dependency (no module cycles) as for any other import. */
export interface ModulePort<T> {
  /** The offering module's plugin name: what a module that needs it lists (apiModule). */
  readonly module: string;
  offer(app: FastifyInstance, value: T): void;
  /** The offered value; an error at boot when the offering module is not registered yet. */
  of(app: FastifyInstance): T;
}

/** Boxed: Fastify takes a function decorator for a method of the instance. */
interface Offered { value: unknown }

export function modulePort<T>(module: string): ModulePort<T> {
  // A symbol of its own: only the port reads it, so no module reaches another's services but
  // through the port its face exports.
  const key = Symbol(`${module} module`);
  return {
    module,
    offer(app, value) {
      const offered: Offered = { value };
      app.decorate(key, offered);
    },
    of(app) {
      if (!app.hasDecorator(key)) throw new Error(`the ${module} module is not registered before this one`);
      return ((app as unknown as Record<symbol, Offered>)[key]).value as T;
    },
  };
}

/**
 * The plugin of the module `name`, which uses what the modules of `needs` offer. Wrapped by
 * fastify-plugin, so what it offers reaches the modules registered after it in the same scope;
 * its route plugins are registered inside it (`app.register(routes)`), each in a scope of its
 * own, so their hooks and parsers stay theirs. Fastify refuses at boot a module registered
 * before a module it needs, or on an app without `app.deps`: the order is declared here, and
 * checked, rather than implied by app.ts's list.
 */
export function apiModule<Options extends object = Record<never, never>>(
  name: string, needs: readonly ModulePort<unknown>[], plugin: FastifyPluginAsync<Options>,
) {
  return fastifyPlugin(plugin, { name, dependencies: needs.map((port) => port.module), decorators: { fastify: ['deps'] } });
}
