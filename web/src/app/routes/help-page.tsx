import { HelpPage } from '../../features/content';

/** /help (lazy chunk, inside the shell, open to guests). */
export default HelpPage;
