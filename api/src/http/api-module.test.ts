import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogueModule } from '../modules/catalogue';
import { settingsModule } from '../modules/settings';
import { shopsPort } from '../modules/shops';
import { apiModule } from './api-module';
import type { AppDeps } from './app-deps';

// A module's plugin declares the modules it needs (http/api-module.ts): Fastify refuses to start
// an app whose list has one before a module it needs, or that lacks `app.deps`, saying which.
// None of these plugins runs, so the deps are never read.
const deps = {} as AppDeps;
const noReviews = async () => '0';

describe('api modules as plugins', () => {
  it('refuses at boot a module registered before a module it needs, naming both', async () => {
    const app = Fastify().decorate('deps', deps);
    void app.register(catalogueModule, { reviewsVersion: noReviews });
    await expect(app.ready()).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED', message: expect.stringContaining("'shops' of plugin 'catalogue'"),
    });
  });

  it('refuses at boot a module on an app without app.deps', async () => {
    const app = Fastify();
    void app.register(settingsModule);
    await expect(app.ready()).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE', message: expect.stringContaining("'deps' required by 'settings'"),
    });
  });

  it('answers what a port offers only once its module has offered it', async () => {
    const app = Fastify();
    expect(() => shopsPort.of(app)).toThrow('the shops module is not registered before this one');
    const shops = { listed: true } as never;
    shopsPort.offer(app, shops);
    expect(shopsPort.of(app)).toBe(shops);
  });

  it("gives what a module offers to the modules after it in its scope, and to their route plugins", async () => {
    const shops = { listed: true } as never;
    const offering = apiModule('shops', [], async (scope) => { shopsPort.offer(scope, shops); });
    let seen: unknown;
    const using = apiModule('using', [shopsPort], async (scope) => {
      await scope.register(async (routes) => { seen = shopsPort.of(routes); });
    });
    const app = Fastify().decorate('deps', deps);
    await app.register(async (api) => {
      await api.register(offering);
      await api.register(using);
    }, { prefix: '/api/v1' });
    await app.ready();
    expect(seen).toBe(shops);
  });
});
