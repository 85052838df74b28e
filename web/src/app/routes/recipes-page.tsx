import { RecipesPage } from '../../features/recipes';

/** /recipes (lazy chunk, inside the shell, open to guests). */
export default RecipesPage;
