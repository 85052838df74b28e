export { RecipesPage } from './components/recipes-page';
export { RecipePage } from './components/recipe-page';
