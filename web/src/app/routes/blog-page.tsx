import BlogPage from '../../features/news/components/blog-page';

/** /blog (lazy chunk, inside the shell, open to guests). */
export default BlogPage;
