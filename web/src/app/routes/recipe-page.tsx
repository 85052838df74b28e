import { useParams } from 'react-router-dom';
import { RecipePage } from '../../features/recipes';
import NotFoundPage from './not-found-page';

/** /recipes/:id (lazy chunk, inside the shell, open to guests); an unknown recipe is "page not found". */
export default function RecipeRoute() {
  const { id = '' } = useParams();
  return <RecipePage id={id} notFound={<NotFoundPage />} />;
}
