// The customer's chat widget loads on demand (the chat's lazy face, beside index.ts): the shell
// asks for it once the page is idle, for signed-in customers only (docs/chat.md, "Web").
export const loadCustomerChat = () => import('./components/customer-chat');
