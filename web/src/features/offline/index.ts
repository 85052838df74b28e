export { ConnectionNotices } from './components/connection-notices';
