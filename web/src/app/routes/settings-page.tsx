import SettingsPage from '../../features/preferences/settings-page-entry';

/** /settings (lazy chunk, inside the shell, signed-in only). */
export default SettingsPage;
