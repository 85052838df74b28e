import { BlogPage } from '../../features/news';

/** /blog (lazy chunk, inside the shell, open to guests). */
export default BlogPage;
