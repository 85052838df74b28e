// Its own chunk: most visits are light, and the dark theme's tokens are a few kilobytes.
export { webDarkTheme } from '@fluentui/react-components';
