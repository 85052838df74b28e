import { StaffChatPage } from '../../features/chat';

/** /staff/chat (lazy chunk, inside the shell, staff only). */
export default StaffChatPage;
