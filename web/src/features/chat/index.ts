export { StaffChatPage } from './components/staff-chat-page';
