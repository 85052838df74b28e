// The recipes module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { cartPort } from '../cart';
import { shopsPort } from '../shops';
import { createRecipeBoxes } from './box';
import { recipesRoutes } from './routes';
import { createRecipesService } from './service';

export const recipesModule = apiModule('recipes', [shopsPort, cartPort], async (app) => {
  const { db } = app.deps;
  await app.register(recipesRoutes, { recipes: createRecipesService(db, createRecipeBoxes(db, shopsPort.of(app)), cartPort.of(app)) });
});
